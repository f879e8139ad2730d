import type { Texts } from '../../languages';
import type { REWARDS_EN } from '../../rewards';

/** The texts of rewards.ts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof REWARDS_EN> = {
  err_reward_not_found: '未找到该奖励',
  err_reward_claimed: '该奖励已领取',
  err_reward_expired: '该奖励已过期',
};

export default texts;
