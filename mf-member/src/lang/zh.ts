import type { Bundle } from 'shared-contracts';
import config from '../config/lang/zh';
import money from '../components/money/lang/zh';
import accountRecord from '../features/account-record/lang/zh';
import announcements from '../features/announcements/lang/zh';
import bettingRecord from '../features/betting-record/lang/zh';
import bonusDetails from '../features/bonus-details/lang/zh';
import deposit from '../features/deposit/lang/zh';
import feedback from '../features/feedback/lang/zh';

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
};

export default texts;
