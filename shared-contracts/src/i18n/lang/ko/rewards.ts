import type { Texts } from '../../languages';
import type { REWARDS_EN } from '../../rewards';

/** The rewards texts of the `common` namespace in Korean. */
const texts: Texts<typeof REWARDS_EN> = {
  err_reward_not_found: '리워드를 찾을 수 없습니다',
  err_reward_claimed: '이미 받은 리워드입니다',
  err_reward_expired: '만료된 리워드입니다',
};

export default texts;
