import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The session feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  logout_confirm: 'Sigurado ka bang gusto mong mag-sign out?',
  switch_account_title: 'Magpalit ng account?',
  switch_account_body: 'Naka-sign in ka bilang {{current}}. Magsa-sign in bilang {{next}} ang link na ito.',
  switch_account_keep: 'Manatili bilang {{current}}',
  switch_account_switch: 'Lumipat sa {{next}}',
};

export default texts;
