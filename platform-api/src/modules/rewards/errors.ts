import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The rewards module's codes: the reward centre's claim. */
export const REWARDS_ERRORS = defineErrors({
  // Another member's reward reads as absent, like an unknown id.
  REWARD_NOT_FOUND: { status: 404, message: 'err_reward_not_found' },
  REWARD_CLAIMED: { status: 409, message: 'err_reward_claimed' },
  REWARD_EXPIRED: { status: 409, message: 'err_reward_expired' },
});

export const rewardsError = errorFactory(REWARDS_ERRORS);
