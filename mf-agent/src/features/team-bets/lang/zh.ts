import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-bets feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  tb_game: '游戏',
  tb_round: '局号 {{id}}',
  tb_vendor: '厂商',
  tb_stake: '投注额',
  tb_payout: '派奖',
  tb_win_loss: '输赢',
  tb_status: '状态',
  tb_time: '时间',
  tb_status_OPEN: '未结算',
  tb_status_SETTLED: '已结算',
  tb_status_ROLLED_BACK: '已退款',
  tb_totals: '合计',
  tb_rounds: '局数',
  tb_none: '该期间暂无团队投注。',
  tb_none_hint: '您团队的真钱游戏局会显示在这里。',
  tb_failed: '团队投注加载失败。',
};

export default texts;
