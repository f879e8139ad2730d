import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { GamesModals } from '../../features/modals/components/games-modals';

/** Exposed as `mf_games/GamesModals`. */
export const { bootstrap, mount, unmount, update } = createParcel(GamesModals);
