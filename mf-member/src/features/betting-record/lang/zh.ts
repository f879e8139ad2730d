import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The betting-record feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  bets_game: '游戏',
  bets_vendor: '厂商',
  bets_category: '分类',
  bets_stake: '投注额',
  bets_payout: '派奖',
  bets_win_loss: '输赢',
  bets_status: '状态',
  bets_time: '时间',
  bets_round: '局号 {{id}}',
  bets_status_OPEN: '未结算',
  bets_status_SETTLED: '已结算',
  bets_status_ROLLED_BACK: '已退款',
  bets_totals: '合计',
  bets_rounds: '局数',
  bets_none: '该期间暂无投注。',
  bets_none_hint: '您的真钱游戏局会显示在这里。',
  bets_failed: '投注记录加载失败。',
};

export default texts;
