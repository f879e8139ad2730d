import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The seamless feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  seamless_title: 'Laro',
  seamless_none: 'Pumili ng laro mula sa lobby para magsimulang maglaro.',
  seamless_loading: 'Sinisimulan ang laro…',
  launch_failed: 'Hindi masimulan ang laro. Subukang muli.',
  fun_mode: 'Fun mode: naglalaro ka gamit ang play money.',
};

export default texts;
