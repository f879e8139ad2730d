import { runStandalone } from 'shared-ui';
import './config/i18n';
import { LotteryApp } from './app/lottery-app';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-lottery', { '/lottery': LotteryApp, '/vnLottery': LotteryApp, '/seaLottery': LotteryApp });
