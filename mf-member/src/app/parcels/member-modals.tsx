import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectMemberStyles } from '../../lib/styles';
import { ModalHost } from '../modal-host';

injectMemberStyles();

/** Exposed as `mf_member/MemberModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
