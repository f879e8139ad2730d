import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The income feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  inc_type: 'Kontrata',
  inc_received: 'Natanggap',
  inc_paid: 'Naibayad sa mga downline',
  inc_net: 'Net',
  inc_total: 'Kabuuan',
  inc_period: '{{from}} – {{to}} (UTC)',
  inc_none: 'Walang kita mula sa kontrata sa period na ito.',
  inc_none_hint: 'Makikita dito ang mga dividend at salary na natatanggap at ibinabayad mo.',
  inc_failed: 'Hindi ma-load ang iyong kita.',
};

export default texts;
