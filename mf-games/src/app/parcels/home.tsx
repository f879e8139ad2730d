import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { HomePage } from '../../features/home/components/home-page';

injectGamesStyles();

/** Exposed as `mf_games/Home`. */
export const { bootstrap, mount, unmount, update } = createParcel(HomePage);
