import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { MemberCenterPage } from '../../features/member-center/components/member-center-page';

/** Exposed as `mf_member/MemberCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberCenterPage);
