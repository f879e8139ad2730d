import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The betting-record feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  bets_game: 'Laro',
  bets_vendor: 'Vendor',
  bets_category: 'Kategorya',
  bets_stake: 'Taya',
  bets_payout: 'Payout',
  bets_win_loss: 'Panalo/talo',
  bets_status: 'Status',
  bets_time: 'Oras',
  bets_round: 'Round {{id}}',
  bets_status_OPEN: 'Bukas',
  bets_status_SETTLED: 'Settled',
  bets_status_ROLLED_BACK: 'Na-refund',
  bets_totals: 'Kabuuan',
  bets_rounds: 'Mga round',
  bets_none: 'Walang taya sa period na ito.',
  bets_none_hint: 'Makikita dito ang mga round na nilaro mo gamit ang totoong pera.',
  bets_failed: 'Hindi ma-load ang iyong betting record.',
};

export default texts;
