import type { Bundle } from 'shared-contracts';
import config from '../config/lang/th';
import money from '../components/money/lang/th';
import accountRecord from '../features/account-record/lang/th';
import announcements from '../features/announcements/lang/th';
import bettingRecord from '../features/betting-record/lang/th';
import bonusDetails from '../features/bonus-details/lang/th';
import deposit from '../features/deposit/lang/th';
import feedback from '../features/feedback/lang/th';
import memberCenter from '../features/member-center/lang/th';
import messages from '../features/messages/lang/th';
import missions from '../features/missions/lang/th';
import profile from '../features/profile/lang/th';
import profitLoss from '../features/profit-loss/lang/th';
import promotions from '../features/promotions/lang/th';
import referral from '../features/referral/lang/th';
import responsibleGaming from '../features/responsible-gaming/lang/th';
import rewardCenter from '../features/reward-center/lang/th';
import securityCenter from '../features/security-center/lang/th';
import transferUpline from '../features/transfer-upline/lang/th';
import vip from '../features/vip/lang/th';
import wallet from '../features/wallet/lang/th';
import withdraw from '../features/withdraw/lang/th';

/** mf-member's texts in Thai: every dictionary of src/ (config/, components/, features/) merged. */
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
