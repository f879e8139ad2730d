import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-transactions feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ledger_none: 'Walang galaw sa account ng team sa period na ito.',
  ledger_none_hint: 'Makikita dito ang mga deposit, taya, payout, transfer at withdrawal ng iyong team.',
  ledger_failed: 'Hindi ma-load ang detalye ng account ng iyong team.',
};

export default texts;
