import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts of shell's config/ in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  login: 'Mag-login',
  sign_up: 'Mag-sign up',
  deposit: 'Deposit',
  customer_service: 'Customer service',
  sign_out: 'Mag-sign out',
  promotions: 'Mga promo',
  help_center: 'Help center',
  terms: 'Mga tuntunin at kundisyon',
  privacy: 'Patakaran sa privacy',
  account: 'Account',
  skip_to_content: 'Lumaktaw sa nilalaman',
  download_app: 'I-download ang app',
};

export default texts;
