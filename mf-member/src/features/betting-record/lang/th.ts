import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The betting-record feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  bets_game: 'เกม',
  bets_vendor: 'ค่ายเกม',
  bets_category: 'หมวดหมู่',
  bets_stake: 'เงินเดิมพัน',
  bets_payout: 'เงินรางวัล',
  bets_win_loss: 'ได้/เสีย',
  bets_status: 'สถานะ',
  bets_time: 'เวลา',
  bets_round: 'รอบ {{id}}',
  bets_status_OPEN: 'ยังไม่สรุปผล',
  bets_status_SETTLED: 'สรุปผลแล้ว',
  bets_status_ROLLED_BACK: 'คืนเงินแล้ว',
  bets_totals: 'ยอดรวม',
  bets_rounds: 'รอบ',
  bets_none: 'ไม่มีการเดิมพันในช่วงเวลานี้',
  bets_none_hint: 'รอบที่คุณเล่นด้วยเงินจริงจะแสดงที่นี่',
  bets_failed: 'ไม่สามารถโหลดประวัติการเดิมพันของคุณได้',
};

export default texts;
