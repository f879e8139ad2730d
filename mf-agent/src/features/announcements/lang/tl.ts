import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ann_list: 'Mga anunsyo',
  ann_none: 'Walang anunsyo ngayon.',
  ann_none_hint: 'Makikita dito ang mga balita mula sa operator.',
  ann_failed: 'Hindi ma-load ang mga anunsyo.',
};

export default texts;
