import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { SeamlessPage } from '../../features/seamless/components/seamless-page';

/** Exposed as `mf_games/Seamless`. */
export const { bootstrap, mount, unmount, update } = createParcel(SeamlessPage);
