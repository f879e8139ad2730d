import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { GameListPage } from '../../features/game-list/components/game-list-page';

injectAppStyles();

/** Exposed as `mf_games/GameList`. */
export const { bootstrap, mount, unmount, update } = createParcel(GameListPage);
