import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The ip-verification feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ip_intro: 'Nagla-login ka mula sa bagong lokasyon. Kumpirmahing ikaw ito.',
  ip_method_MOBILE: 'Mobile',
  ip_method_EMAIL: 'E-mail',
  ip_method_PAYEE_NAME: 'Pangalan sa bank account',
  ip_tabs: 'Kumpirmahin gamit ang',
  ip_hint_MOBILE: 'Magpapadala kami ng code sa {{hint}}',
  ip_hint_EMAIL: 'Magpapadala kami ng code sa {{hint}}',
  ip_hint_PAYEE_NAME: 'Ilagay ang pangalan sa iyong bank account',
  ip_payee_name: 'Pangalan sa bank account',
  ip_method_AUTHENTICATOR: 'Authenticator app',
  ip_hint_AUTHENTICATOR: 'Ilagay ang code na ipinapakita ng iyong authenticator app, o isa sa iyong mga recovery code',
  ip_authenticator_code: 'Authenticator o recovery code',
};

export default texts;
