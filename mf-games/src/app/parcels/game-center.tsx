import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { GameCenterPage } from '../../features/game-center/components/game-center-page';

injectAppStyles();

/** Exposed as `mf_games/GameCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(GameCenterPage);
