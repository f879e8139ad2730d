import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-lottery's shared components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  prize_mode: '奖金模式：{{mode}}',
  prize_DB: '特等奖',
  prize_G1: '一等奖',
  prize_G2: '二等奖',
  prize_G3: '三等奖',
  prize_G4: '四等奖',
  prize_G5: '五等奖',
  prize_G6: '六等奖',
  prize_G7: '七等奖',
  prize_G8: '八等奖',
  prize_FIRST: '头奖',
  prize_FRONT3: '前三位',
  prize_BACK3: '后三位',
  prize_BACK2: '后二位',
  loto_table: '包组表（按首位数字列出末两位）',
  loto_head: '头',
  loto_tails: '尾',
};

export default texts;
