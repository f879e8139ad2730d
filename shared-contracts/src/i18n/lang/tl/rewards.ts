import type { REWARDS_EN } from '../../rewards';
import type { Texts } from '../../languages';

/** The texts of shared-contracts' rewards.ts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof REWARDS_EN> = {
  err_reward_not_found: 'Hindi nahanap ang reward',
  err_reward_claimed: 'Na-claim na ang reward na ito',
  err_reward_expired: 'Expired na ang reward na ito',
};

export default texts;
