import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The forgot-password feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  forgot_tab_email: 'Sa e-mail',
  forgot_tab_mobile: 'Sa mobile',
  in_been_out: 'Naipadala na sa iyong e-mail ang pansamantalang password. Mag-login gamit ito at pumili ng bago.',
  forgot_tabs: 'I-reset ang password',
};

export default texts;
