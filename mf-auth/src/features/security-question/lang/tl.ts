import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The security-question feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  security_answer: 'Ang iyong sagot',
};

export default texts;
