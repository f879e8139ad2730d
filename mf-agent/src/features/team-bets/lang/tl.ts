import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-bets feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  tb_game: 'Laro',
  tb_round: 'Round {{id}}',
  tb_vendor: 'Vendor',
  tb_stake: 'Taya',
  tb_payout: 'Payout',
  tb_win_loss: 'Panalo/talo',
  tb_status: 'Status',
  tb_time: 'Oras',
  tb_status_OPEN: 'Bukas',
  tb_status_SETTLED: 'Settled',
  tb_status_ROLLED_BACK: 'Na-refund',
  tb_totals: 'Kabuuan',
  tb_rounds: 'Mga round',
  tb_none: 'Walang taya ang team sa period na ito.',
  tb_none_hint: 'Makikita dito ang mga round na nilaro ng iyong team gamit ang totoong pera.',
  tb_failed: 'Hindi ma-load ang mga taya ng iyong team.',
};

export default texts;
