import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The bonus-details feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  bd_intro: 'Bawat na-claim na bonus ay may kailangang turnover (mga na-settle na taya) bago ka makapag-withdraw.',
  bd_list: 'Mga bonus',
  bd_failed: 'Hindi ma-load ang iyong mga bonus.',
  bd_none: 'Wala pang bonus.',
  bd_none_hint: 'Mag-claim ng reward sa reward center at lalabas dito ang bonus nito.',
  bd_status_ACTIVE: 'Isinasagawa',
  bd_status_COMPLETED: 'Kumpleto',
  bd_source_PROMOTION: 'Promo',
  bd_source_VIP: 'VIP',
  bd_source_MISSION: 'Mission',
  bd_source_REFERRAL: 'Mag-imbita ng kaibigan',
  bd_amount: 'Bonus',
  bd_turnover: 'Turnover',
  bd_progress: 'Progreso ng turnover ng {{title}}',
  bd_no_turnover: 'Walang kailangang turnover',
  bd_claimed: 'Na-claim noong {{time}}',
};

export default texts;
