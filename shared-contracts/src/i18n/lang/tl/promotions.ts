import type { PROMOTIONS_EN } from '../../promotions';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' promotions.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof PROMOTIONS_EN> = {
  err_promotion_not_found: 'Hindi nahanap ang activity',
  err_promotion_kind: 'Hindi sa ganitong paraan sinasalihan ang activity na ito',
  err_promotion_not_started: 'Hindi pa nagsisimula ang activity na ito',
  err_promotion_ended: 'Tapos na ang activity na ito',
  err_promotion_audience: 'Hindi bukas sa iyong account ang activity na ito',
  err_promotion_already_applied: 'Nag-apply ka na sa activity na ito',
  err_promotion_already_joined: 'Sumali ka na sa activity na ito',
  err_promotion_application_not_found: 'Hindi nahanap ang application',
  err_promotion_application_decided: 'Napagpasyahan na ang application na ito',
};

export default texts;
