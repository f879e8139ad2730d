import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of shell's components/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  language: 'Wika',
};

export default texts;
