import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { LotteryApp } from '../lottery-app';
import { injectAppStyles } from '../../styles/inject';

injectAppStyles();

/** Exposed as `mf_lottery/Lottery`. */
export const { bootstrap, mount, unmount, update } = createParcel(LotteryApp);
