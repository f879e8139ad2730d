import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { ModalHost } from '../modal-host';

/** Exposed as `mf_auth/AuthModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
