import type { Bundle } from 'shared-contracts';
import config from '../config/lang/tl';
import componentsMoney from '../components/money/lang/tl';
import accountRecord from '../features/account-record/lang/tl';
import announcements from '../features/announcements/lang/tl';
import bettingRecord from '../features/betting-record/lang/tl';
import bonusDetails from '../features/bonus-details/lang/tl';
import deposit from '../features/deposit/lang/tl';
import feedback from '../features/feedback/lang/tl';
import memberCenter from '../features/member-center/lang/tl';
import messages from '../features/messages/lang/tl';
import missions from '../features/missions/lang/tl';
import profile from '../features/profile/lang/tl';
import profitLoss from '../features/profit-loss/lang/tl';
import promotions from '../features/promotions/lang/tl';
import referral from '../features/referral/lang/tl';
import responsibleGaming from '../features/responsible-gaming/lang/tl';
import rewardCenter from '../features/reward-center/lang/tl';
import securityCenter from '../features/security-center/lang/tl';
import transferUpline from '../features/transfer-upline/lang/tl';
import vip from '../features/vip/lang/tl';
import wallet from '../features/wallet/lang/tl';
import withdraw from '../features/withdraw/lang/tl';

/** mf-member's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them): every dictionary of src/ merged. */
const texts: Bundle = {
  ...config,
  ...componentsMoney,
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
