import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { SeamlessPage } from '../../features/seamless/components/seamless-page';

injectAppStyles();

/** Exposed as `mf_games/Seamless`. */
export const { bootstrap, mount, unmount, update } = createParcel(SeamlessPage);
