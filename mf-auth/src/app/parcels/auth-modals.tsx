import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAuthStyles } from '../../lib/auth-styles';
import { ModalHost } from '../modal-host';

injectAuthStyles();

/** Exposed as `mf_auth/AuthModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
