import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the team overview (agentTeamOverview). */
export const EN = {
  ov_period: '{{from}} – {{to}} (UTC)',
  ov_people: 'Team',
  ov_money: 'Betting and funds',
  ov_members: 'Members',
  ov_direct_members: 'Direct members',
  ov_agents: 'Agents',
  ov_new_members: 'New members',
  ov_active_members: 'Active members',
  ov_bet_count: 'Bets',
  ov_stake: 'Bet amount',
  ov_payout: 'Payout',
  ov_profit: 'Team P&L',
  ov_deposits: 'Deposits',
  ov_withdrawals: 'Withdrawals',
  ov_failed: 'Could not load the team overview.',
};

addBundles(NS, {
  EN,
  TY: {
    ov_period: '{{from}} – {{to}} (UTC)',
    ov_people: 'Đội nhóm',
    ov_money: 'Cược và quỹ',
    ov_members: 'Thành viên',
    ov_direct_members: 'Thành viên trực tiếp',
    ov_agents: 'Đại lý',
    ov_new_members: 'Thành viên mới',
    ov_active_members: 'Thành viên hoạt động',
    ov_bet_count: 'Số lượt cược',
    ov_stake: 'Tiền cược',
    ov_payout: 'Tiền trả thưởng',
    ov_profit: 'Lãi/lỗ đội nhóm',
    ov_deposits: 'Nạp tiền',
    ov_withdrawals: 'Rút tiền',
    ov_failed: 'Không thể tải tổng quan đội nhóm.',
  } satisfies typeof EN,
});
