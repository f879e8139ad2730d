import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The notice feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  notice_title: 'Paunawa',
  notice_position: '{{at}} ng {{count}}',
  notice_none: 'Walang paunawa ngayon.',
};

export default texts;
