import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The social-login feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  social_or: 'o',
  social_google: 'Mag-sign in gamit ang Google',
  social_facebook: 'Mag-sign in gamit ang Facebook',
};

export default texts;
