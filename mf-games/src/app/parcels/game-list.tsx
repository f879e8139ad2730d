import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { GameListPage } from '../../features/game-list/components/game-list-page';

injectGamesStyles();

/** Exposed as `mf_games/GameList`. */
export const { bootstrap, mount, unmount, update } = createParcel(GameListPage);
