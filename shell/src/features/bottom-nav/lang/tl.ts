import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bottom-nav feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  bottom_nav: 'Mabilisang link',
  games: 'Mga laro',
};

export default texts;
