import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-lottery's shared components, in Japanese. */
const texts: Texts<typeof EN> = {
  prize_mode: '配当モード：{{mode}}',
  prize_DB: '特別賞',
  prize_G1: '1等',
  prize_G2: '2等',
  prize_G3: '3等',
  prize_G4: '4等',
  prize_G5: '5等',
  prize_G6: '6等',
  prize_G7: '7等',
  prize_G8: '8等',
  prize_FIRST: '1等賞',
  prize_FRONT3: '前3桁',
  prize_BACK3: '下3桁',
  prize_BACK2: '下2桁',
  loto_table: 'Lô表（十の位ごとの下2桁）',
  loto_head: '十の位',
  loto_tails: '一の位',
};

export default texts;
