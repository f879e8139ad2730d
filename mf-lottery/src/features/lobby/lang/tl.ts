import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The lobby feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  group_fast: 'Mabibilis na laro',
  group_daily: 'Pang-araw-araw na regional draw',
  group_sea: 'South-East Asia',
  recent: 'Kamakailang nilaro',
};

export default texts;
