import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { AuthModals } from '../auth-modals';

/** Exposed as `mf_auth/AuthModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(AuthModals);
