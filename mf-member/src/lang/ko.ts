import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import moneyComponents from '../components/money/lang/ko';
import accountRecord from '../features/account-record/lang/ko';
import announcements from '../features/announcements/lang/ko';
import bettingRecord from '../features/betting-record/lang/ko';
import bonusDetails from '../features/bonus-details/lang/ko';
import deposit from '../features/deposit/lang/ko';
import feedback from '../features/feedback/lang/ko';
import memberCenter from '../features/member-center/lang/ko';
import messages from '../features/messages/lang/ko';
import missions from '../features/missions/lang/ko';
import profile from '../features/profile/lang/ko';
import profitLoss from '../features/profit-loss/lang/ko';
import promotions from '../features/promotions/lang/ko';
import referral from '../features/referral/lang/ko';
import responsibleGaming from '../features/responsible-gaming/lang/ko';
import rewardCenter from '../features/reward-center/lang/ko';
import securityCenter from '../features/security-center/lang/ko';
import transferUpline from '../features/transfer-upline/lang/ko';
import vip from '../features/vip/lang/ko';
import wallet from '../features/wallet/lang/ko';
import withdraw from '../features/withdraw/lang/ko';

/** mf-member's texts in Korean: every dictionary of src/ merged. */
const texts: Bundle = {
  ...config,
  ...moneyComponents,
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
