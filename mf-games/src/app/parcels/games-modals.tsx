import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { ModalHost } from '../modal-host';

injectAppStyles();

/** Exposed as `mf_games/GamesModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
