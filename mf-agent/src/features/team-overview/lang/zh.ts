import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-overview feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ov_period: '{{from}} – {{to}}（UTC）',
  ov_people: '团队',
  ov_money: '投注与资金',
  ov_members: '会员数',
  ov_direct_members: '直属会员',
  ov_agents: '代理数',
  ov_new_members: '新增会员',
  ov_active_members: '活跃会员',
  ov_bet_count: '注单数',
  ov_stake: '投注额',
  ov_payout: '派奖',
  ov_profit: '团队盈亏',
  ov_deposits: '充值',
  ov_withdrawals: '提现',
  ov_failed: '团队总览加载失败。',
};

export default texts;
