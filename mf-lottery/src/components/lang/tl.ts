import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-lottery's components/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  prize_mode: 'Prize mode: {{mode}}',
  prize_DB: 'Special',
  prize_G1: 'Ika-1',
  prize_G2: 'Ika-2',
  prize_G3: 'Ika-3',
  prize_G4: 'Ika-4',
  prize_G5: 'Ika-5',
  prize_G6: 'Ika-6',
  prize_G7: 'Ika-7',
  prize_G8: 'Ika-8',
  prize_FIRST: 'Unang premyo',
  prize_FRONT3: 'Unang 3 digit',
  prize_BACK3: 'Huling 3 digit',
  prize_BACK2: 'Huling 2 digit',
  loto_table: 'Lô table (huling dalawang digit ayon sa unang digit)',
  loto_head: 'Head',
  loto_tails: 'Tails',
};

export default texts;
