import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import money from '../components/money/lang/zh';
import accountRecord from '../features/account-record/lang/zh';
import announcements from '../features/announcements/lang/zh';
import bettingRecord from '../features/betting-record/lang/zh';
import bonusDetails from '../features/bonus-details/lang/zh';
import deposit from '../features/deposit/lang/zh';
import feedback from '../features/feedback/lang/zh';
import memberCenter from '../features/member-center/lang/zh';
import messages from '../features/messages/lang/zh';
import missions from '../features/missions/lang/zh';
import profile from '../features/profile/lang/zh';
import profitLoss from '../features/profit-loss/lang/zh';
import promotions from '../features/promotions/lang/zh';
import referral from '../features/referral/lang/zh';
import responsibleGaming from '../features/responsible-gaming/lang/zh';
import rewardCenter from '../features/reward-center/lang/zh';
import securityCenter from '../features/security-center/lang/zh';
import transferUpline from '../features/transfer-upline/lang/zh';
import vip from '../features/vip/lang/zh';
import wallet from '../features/wallet/lang/zh';
import withdraw from '../features/withdraw/lang/zh';

/** mf-member's texts in Simplified Chinese (mainland usage): every dictionary of src/ merged. */
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
