import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The missions feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  mission_periods: '任务周期',
  mission_DAILY: '每日',
  mission_WEEKLY: '每周',
  mission_kind_BET_COUNT: '游戏 {{target}} 局',
  mission_kind_BET_AMOUNT: '投注 {{amount}}',
  mission_kind_DEPOSIT_AMOUNT: '充值 {{amount}}',
  mission_kind_LOTTERY_BET: '彩票投注 {{target}} 次',
  mission_progress: '进度',
  mission_reward: '奖励',
  mission_turnover: '流水',
  mission_status_IN_PROGRESS: '进行中',
  mission_status_COMPLETED: '已完成',
  mission_completed_at: '完成于 {{at}}',
  mission_keep_going: '继续游戏即可完成。',
  mission_until: '这些任务截止至 {{at}}。',
  mission_rules_DAILY: '每日任务统计当天（UTC）已结算的真钱游戏局和已到账的充值。',
  mission_rules_WEEKLY: '每周任务统计本周（UTC，从周一起）已结算的真钱游戏局和已到账的充值。',
  mission_reward_note: '完成任务后，奖励会发送到奖励中心，由您领取。',
  mission_none: '本周期暂无任务。',
  mission_none_hint: '新任务会显示在这里。',
  mission_failed: '任务加载失败。',
  mission_ranks: '排行榜',
  mission_my_rank: '您的排名：第 {{rank}} 名（已完成 {{count}} 个）',
  mission_no_rank: '完成一个任务即可进入排行榜。',
  mission_ranks_none: '还没有人完成任务。',
  mission_ranks_none_hint: '快来拔得头筹！',
  mission_ranks_failed: '排行榜加载失败。',
  mission_you: '您',
  mission_col_rank: '排名',
  mission_col_account: '账号',
  mission_col_completed: '已完成任务',
  mission_col_last: '最近完成',
};

export default texts;
