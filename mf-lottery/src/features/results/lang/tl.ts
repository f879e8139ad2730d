import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The results feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  results_date: 'Petsa',
  results_none: 'Walang resulta sa araw na ito',
  results_none_hint: 'Pumili ng ibang araw o laro.',
  results_failed: 'Hindi ma-load ang mga resulta.',
};

export default texts;
