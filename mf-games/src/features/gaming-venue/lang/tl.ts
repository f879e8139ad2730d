import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The gaming-venue feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  venue_title: 'Mga laro ng {{vendor}}',
};

export default texts;
