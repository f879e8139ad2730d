import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { GameCenterPage } from '../../features/game-center/components/game-center-page';

injectGamesStyles();

/** Exposed as `mf_games/GameCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(GameCenterPage);
