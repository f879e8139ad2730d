import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-record feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ledger_held: 'Naka-hold',
  ledger_held_hint: 'Perang naka-hold para sa withdrawal hanggang magpasya ang operator',
  ledger_none: 'Walang galaw sa account sa period na ito.',
  ledger_none_hint: 'Makikita dito ang mga deposit, taya, payout at withdrawal.',
  ledger_failed: 'Hindi ma-load ang iyong account record.',
};

export default texts;
