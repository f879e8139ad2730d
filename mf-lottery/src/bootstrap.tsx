import { runStandalone } from 'shared-ui';
import './config/i18n';
import { LotteryPage } from './features/lottery/components/lottery-page';

void runStandalone('mf-lottery', { '/lottery': LotteryPage, '/vnLottery': LotteryPage, '/seaLottery': LotteryPage });
