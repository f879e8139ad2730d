import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { MemberModals } from '../../features/announcements/components/member-modals';

/** Exposed as `mf_member/MemberModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberModals);
