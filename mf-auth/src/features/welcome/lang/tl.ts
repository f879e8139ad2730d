import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  welcome_text:
    'Handa na ang iyong account. Protektahan ito ngayon: pinapanatiling ligtas ng security question at fund password ang iyong pera.',
  welcome_question: 'Mag-set ng security question',
  welcome_fund_password: 'Mag-set ng fund password',
  welcome_later: 'Mamaya na',
};

export default texts;
