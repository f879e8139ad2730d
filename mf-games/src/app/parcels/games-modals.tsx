import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { ModalHost } from '../modal-host';

injectGamesStyles();

/** Exposed as `mf_games/GamesModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(ModalHost);
