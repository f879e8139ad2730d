import type { RG_EN } from '../../responsible-gaming';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' responsible-gaming.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof RG_EN> = {
  err_deposit_limit_exceeded:
    'Lalampas ang deposit na ito sa iyong deposit limit: makakapag-deposit ka pa ng hanggang {{remaining}} hanggang {{resetsAt}}.',
  err_self_excluded:
    'Ini-exclude mo ang sarili mo hanggang {{until}}. Bawal ang pag-login, deposit at taya hanggang noon.',
  err_password_incorrect: 'Mali ang password',
  err_exclusion_until: 'Pumili ng araw pagkatapos ngayon at hindi lalampas sa 5 taon mula ngayon',
};

export default texts;
