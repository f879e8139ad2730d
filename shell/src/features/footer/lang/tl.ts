import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The footer feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  copyright: '© {{year}} {{merchant}}. Nakalaan ang lahat ng karapatan.',
  mobile_qr: 'Mobile site',
  android_qr: 'Android app',
  ios_qr: 'iOS app',
  feedback_link: 'Feedback',
};

export default texts;
