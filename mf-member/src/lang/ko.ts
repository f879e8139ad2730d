import type { Bundle } from 'shared-contracts';
import config from '../config/lang/ko';
import moneyComponents from '../components/money/lang/ko';
import accountRecord from '../features/account-record/lang/ko';
import announcements from '../features/announcements/lang/ko';
import bettingRecord from '../features/betting-record/lang/ko';
import feedback from '../features/feedback/lang/ko';
import messages from '../features/messages/lang/ko';
import missions from '../features/missions/lang/ko';
import profile from '../features/profile/lang/ko';
import promotions from '../features/promotions/lang/ko';
import referral from '../features/referral/lang/ko';
import responsibleGaming from '../features/responsible-gaming/lang/ko';
import rewardCenter from '../features/reward-center/lang/ko';
import vip from '../features/vip/lang/ko';
import wallet from '../features/wallet/lang/ko';

/** mf-member's texts in Korean: every dictionary of src/ merged. */
const texts: Bundle = {
  ...config,
  ...moneyComponents,
  ...accountRecord,
  ...announcements,
  ...bettingRecord,
  ...feedback,
  ...messages,
  ...missions,
  ...profile,
  ...promotions,
  ...referral,
  ...responsibleGaming,
  ...rewardCenter,
  ...vip,
  ...wallet,
};

export default texts;
