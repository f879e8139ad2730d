import { injectBaseStyles, runStandalone } from 'shared-ui';
import './config/i18n';
import { LotteryApp } from './app/lottery-app';

// The design system's sheet first, so the lottery's styles come after it.
injectBaseStyles();

void runStandalone('mf-lottery', { '/lottery': LotteryApp, '/vnLottery': LotteryApp, '/seaLottery': LotteryApp });
