import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The change-password feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  old_password: 'Lumang password',
  confirm_password: 'Kumpirmahin ang bagong password',
  confirm_change: 'Palitan ang password',
};

export default texts;
