import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectGamesStyles } from '../../lib/styles';
import { SeamlessPage } from '../../features/seamless/components/seamless-page';

injectGamesStyles();

/** Exposed as `mf_games/Seamless`. */
export const { bootstrap, mount, unmount, update } = createParcel(SeamlessPage);
