import type { Texts } from '../../languages';
import type { REWARDS_EN } from '../../rewards';

/** Reward errors in Thai. */
const texts: Texts<typeof REWARDS_EN> = {
  err_reward_not_found: 'ไม่พบรางวัล',
  err_reward_claimed: 'รางวัลนี้ถูกรับไปแล้ว',
  err_reward_expired: 'รางวัลนี้หมดอายุแล้ว',
};

export default texts;
