import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { GameListPage } from '../../features/game-list/components/game-list-page';

/** Exposed as `mf_games/GameList`. */
export const { bootstrap, mount, unmount, update } = createParcel(GameListPage);
