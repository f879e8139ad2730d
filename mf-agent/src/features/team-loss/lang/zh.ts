import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The team-loss feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  tl_bets: '注单数',
  tl_stake: '投注额',
  tl_payout: '派奖',
  tl_win_loss: '输赢',
  tl_totals: '合计',
  tl_none: '该期间暂无已结算的游戏局。',
  tl_none_hint: '每位会员的投注额、派奖和输赢会显示在这里。',
  tl_failed: '用户盈亏报表加载失败。',
};

export default texts;
