import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { ModalHost } from '../modal-host';

/** Exposed as `mf_member/MemberModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
