import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-bets feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  tb_game: 'เกม',
  tb_round: 'รอบ {{id}}',
  tb_vendor: 'ค่ายเกม',
  tb_stake: 'เงินเดิมพัน',
  tb_payout: 'เงินรางวัล',
  tb_win_loss: 'ได้/เสีย',
  tb_status: 'สถานะ',
  tb_time: 'เวลา',
  tb_status_OPEN: 'ยังไม่สรุปผล',
  tb_status_SETTLED: 'สรุปผลแล้ว',
  tb_status_ROLLED_BACK: 'คืนเงินแล้ว',
  tb_totals: 'ยอดรวม',
  tb_rounds: 'รอบ',
  tb_none: 'ไม่มีการเดิมพันของทีมในช่วงเวลานี้',
  tb_none_hint: 'รอบที่ทีมของคุณเล่นด้วยเงินจริงจะแสดงที่นี่',
  tb_failed: 'ไม่สามารถโหลดการเดิมพันของทีมได้',
};

export default texts;
