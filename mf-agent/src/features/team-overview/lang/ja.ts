import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team overview feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ov_period: '{{from}} – {{to}}（UTC）',
  ov_people: 'チーム',
  ov_money: 'ベットと資金',
  ov_members: 'メンバー',
  ov_direct_members: '直属メンバー',
  ov_agents: 'エージェント',
  ov_new_members: '新規メンバー',
  ov_active_members: 'アクティブメンバー',
  ov_bet_count: 'ベット数',
  ov_stake: 'ベット額',
  ov_payout: '配当',
  ov_profit: 'チーム損益',
  ov_deposits: '入金',
  ov_withdrawals: '出金',
  ov_failed: 'チーム概要を読み込めませんでした。',
};

export default texts;
