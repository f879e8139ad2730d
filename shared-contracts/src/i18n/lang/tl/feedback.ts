import type { FEEDBACK_EN } from '../../feedback';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' feedback.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof FEEDBACK_EN> = {
  err_feedback_too_short: 'Sumulat ng hindi bababa sa {{min}} na salita',
  err_feedback_too_long: 'Sumulat ng hindi hihigit sa {{max}} na salita',
  err_feedback_rate_limited: 'Marami ka nang naipadalang feedback: subukang muli makalipas ang isang oras',
  err_feedback_not_found: 'Wala ang feedback na ito',
  err_feedback_closed: 'Sarado na ang feedback na ito',
};

export default texts;
