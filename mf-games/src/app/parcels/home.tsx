import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { HomePage } from '../../features/home/components/home-page';

injectAppStyles();

/** Exposed as `mf_games/Home`. */
export const { bootstrap, mount, unmount, update } = createParcel(HomePage);
