import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { MemberPanel } from '../member-panel';

injectAppStyles();

/** Exposed as `mf_member/MemberPanel` (`SIDE_PANELS.member`). */
export const { bootstrap, mount, unmount, update } = createParcel(MemberPanel);
