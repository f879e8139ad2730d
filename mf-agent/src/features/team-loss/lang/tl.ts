import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-loss feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  tl_bets: 'Mga taya',
  tl_stake: 'Taya',
  tl_payout: 'Payout',
  tl_win_loss: 'Panalo/talo',
  tl_totals: 'Kabuuan',
  tl_none: 'Walang na-settle na round sa period na ito.',
  tl_none_hint: 'Makikita dito ang taya, payout at panalo o talo ng bawat member.',
  tl_failed: 'Hindi ma-load ang user loss report.',
};

export default texts;
