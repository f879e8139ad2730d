import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-overview feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  ov_period: '{{from}} – {{to}} (UTC)',
  ov_people: 'Team',
  ov_money: 'Pagtaya at pondo',
  ov_members: 'Mga member',
  ov_direct_members: 'Mga direktang member',
  ov_agents: 'Mga agent',
  ov_new_members: 'Mga bagong member',
  ov_active_members: 'Mga aktibong member',
  ov_bet_count: 'Mga taya',
  ov_stake: 'Halaga ng taya',
  ov_payout: 'Payout',
  ov_profit: 'Team P&L',
  ov_deposits: 'Mga deposit',
  ov_withdrawals: 'Mga withdrawal',
  ov_failed: 'Hindi ma-load ang team overview.',
};

export default texts;
