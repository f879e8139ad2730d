import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The login feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  no_account: 'Wala ka pang account?',
  forgot_link: 'Nakalimutan ang password?',
  disclaimer_read: 'Basahin ang disclaimer',
};

export default texts;
