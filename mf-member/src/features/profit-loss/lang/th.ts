import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profit-loss feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  pnl_summary: 'สรุป',
  pnl_stake: 'เงินเดิมพัน',
  pnl_payout: 'เงินรางวัล',
  pnl_profit: 'กำไรและขาดทุน',
  pnl_deposits: 'ฝากเงิน',
  pnl_withdrawals: 'ถอนเงิน',
  pnl_rounds: 'รอบ',
  pnl_day: 'วัน',
  pnl_category: 'หมวดหมู่',
  pnl_by_day: 'รายวัน',
  pnl_by_category: 'ตามหมวดหมู่',
  pnl_views: 'มุมมองกำไรและขาดทุน',
  pnl_period: '{{from}} ถึง {{to}} (UTC)',
  pnl_none: 'ไม่มีการเดิมพันที่สรุปผลแล้วในช่วงเวลานี้',
  pnl_none_hint: 'รอบเงินจริงที่สรุปผลแล้วจะนับในวันที่เล่น',
  pnl_failed: 'ไม่สามารถโหลดกำไรและขาดทุนของคุณได้',
};

export default texts;
