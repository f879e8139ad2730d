import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profit-loss feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  pnl_summary: 'Buod',
  pnl_stake: 'Taya',
  pnl_payout: 'Payout',
  pnl_profit: 'Kita at talo',
  pnl_deposits: 'Mga deposit',
  pnl_withdrawals: 'Mga withdrawal',
  pnl_rounds: 'Mga round',
  pnl_day: 'Araw',
  pnl_category: 'Kategorya',
  pnl_by_day: 'Ayon sa araw',
  pnl_by_category: 'Ayon sa kategorya',
  pnl_views: 'Mga view ng kita at talo',
  pnl_period: '{{from}} hanggang {{to}} (UTC)',
  pnl_none: 'Walang na-settle na taya sa period na ito.',
  pnl_none_hint: 'Binibilang ang mga na-settle na round gamit ang totoong pera sa araw na nilaro ang mga ito.',
  pnl_failed: 'Hindi ma-load ang iyong kita at talo.',
};

export default texts;
