import type { Texts } from '../../languages';
import type { REWARDS_EN } from '../../rewards';

/** The texts of rewards.ts in Japanese (namespace `common`). */
const texts: Texts<typeof REWARDS_EN> = {
  err_reward_not_found: '特典が見つかりません',
  err_reward_claimed: 'この特典は既に受け取り済みです',
  err_reward_expired: 'この特典は有効期限が切れています',
};

export default texts;
