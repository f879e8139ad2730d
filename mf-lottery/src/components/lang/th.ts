import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** Mf-lottery's components' texts in Thai. */
const texts: Texts<typeof EN> = {
  prize_mode: 'โหมดรางวัล: {{mode}}',
  prize_DB: 'รางวัลพิเศษ',
  prize_G1: 'รางวัลที่ 1',
  prize_G2: 'รางวัลที่ 2',
  prize_G3: 'รางวัลที่ 3',
  prize_G4: 'รางวัลที่ 4',
  prize_G5: 'รางวัลที่ 5',
  prize_G6: 'รางวัลที่ 6',
  prize_G7: 'รางวัลที่ 7',
  prize_G8: 'รางวัลที่ 8',
  prize_FIRST: 'รางวัลที่ 1',
  prize_FRONT3: 'เลขหน้า 3 ตัว',
  prize_BACK3: 'เลขท้าย 3 ตัว',
  prize_BACK2: 'เลขท้าย 2 ตัว',
  loto_table: 'ตาราง Lô (เลขท้ายสองตัวแยกตามหลักแรก)',
  loto_head: 'หลักหน้า',
  loto_tails: 'หลักท้าย',
};

export default texts;
