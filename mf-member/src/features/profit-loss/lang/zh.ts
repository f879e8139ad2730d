import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The profit-loss feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  pnl_summary: '汇总',
  pnl_stake: '投注额',
  pnl_payout: '派奖',
  pnl_profit: '盈亏',
  pnl_deposits: '充值',
  pnl_withdrawals: '提现',
  pnl_rounds: '局数',
  pnl_day: '日期',
  pnl_category: '分类',
  pnl_by_day: '按日',
  pnl_by_category: '按分类',
  pnl_views: '盈亏视图',
  pnl_period: '{{from}} 至 {{to}}（UTC）',
  pnl_none: '该期间暂无已结算的投注。',
  pnl_none_hint: '已结算的真钱游戏局按游戏当天统计。',
  pnl_failed: '盈亏报表加载失败。',
};

export default texts;
