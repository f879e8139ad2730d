import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of mf-games's config/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  vendors_title: 'Mga provider ng {{category}}',
};

export default texts;
