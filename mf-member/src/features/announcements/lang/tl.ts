import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  announcements: 'Mga anunsyo',
  announcements_none: 'Wala pang anunsyo.',
  ann_list: 'Mga anunsyo',
  ann_failed: 'Hindi ma-load ang mga anunsyo.',
  ann_none_hint: 'Makikita dito ang mga balita at alok.',
  ann_promotion: 'Promo',
  ann_go_promotion: 'Pumunta sa promo',
  ann_page: 'Pahina {{page}} ng {{pages}}',
};

export default texts;
