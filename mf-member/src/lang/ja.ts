import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ja';
import money from '../components/money/lang/ja';
import accountRecord from '../features/account-record/lang/ja';
import announcements from '../features/announcements/lang/ja';
import bettingRecord from '../features/betting-record/lang/ja';
import bonusDetails from '../features/bonus-details/lang/ja';
import deposit from '../features/deposit/lang/ja';
import feedback from '../features/feedback/lang/ja';
import memberCenter from '../features/member-center/lang/ja';
import messages from '../features/messages/lang/ja';
import missions from '../features/missions/lang/ja';
import profile from '../features/profile/lang/ja';
import profitLoss from '../features/profit-loss/lang/ja';
import promotions from '../features/promotions/lang/ja';
import referral from '../features/referral/lang/ja';
import responsibleGaming from '../features/responsible-gaming/lang/ja';
import rewardCenter from '../features/reward-center/lang/ja';
import securityCenter from '../features/security-center/lang/ja';
import transferUpline from '../features/transfer-upline/lang/ja';
import vip from '../features/vip/lang/ja';
import wallet from '../features/wallet/lang/ja';
import withdraw from '../features/withdraw/lang/ja';

/** mf-member's texts in Japanese: every dictionary of src/ (config/, components/, features/) merged. */
const texts: Bundle = {
  ...config,
  ...money,
  ...accountRecord,
  ...announcements,
  ...bettingRecord,
  ...bonusDetails,
  ...deposit,
  ...feedback,
  ...memberCenter,
  ...messages,
  ...missions,
  ...profile,
  ...profitLoss,
  ...promotions,
  ...referral,
  ...responsibleGaming,
  ...rewardCenter,
  ...securityCenter,
  ...transferUpline,
  ...vip,
  ...wallet,
  ...withdraw,
};

export default texts;
