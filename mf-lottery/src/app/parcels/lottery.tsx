import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { LotteryPage } from '../../features/lottery/components/lottery-page';

/** Exposed as `mf_lottery/Lottery`. */
export const { bootstrap, mount, unmount, update } = createParcel(LotteryPage);
