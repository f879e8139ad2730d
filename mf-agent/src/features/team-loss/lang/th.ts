import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-loss feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  tl_bets: 'การเดิมพัน',
  tl_stake: 'เงินเดิมพัน',
  tl_payout: 'เงินรางวัล',
  tl_win_loss: 'ได้/เสีย',
  tl_totals: 'ยอดรวม',
  tl_none: 'ไม่มีรอบที่สรุปผลแล้วในช่วงเวลานี้',
  tl_none_hint: 'เงินเดิมพัน เงินรางวัล และยอดได้เสียของสมาชิกแต่ละคนจะแสดงที่นี่',
  tl_failed: 'ไม่สามารถโหลดรายงานยอดเสียของผู้ใช้ได้',
};

export default texts;
