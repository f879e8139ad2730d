/** Texts of the rewards module's codes (issue 14: the reward centre), merged into the `common` namespace. */
export const REWARDS_EN = {
  err_reward_not_found: 'Reward not found',
  err_reward_claimed: 'This reward has already been claimed',
  err_reward_expired: 'This reward has expired',
};

export const REWARDS_TY: typeof REWARDS_EN = {
  err_reward_not_found: 'Không tìm thấy phần thưởng',
  err_reward_claimed: 'Phần thưởng này đã được nhận',
  err_reward_expired: 'Phần thưởng này đã hết hạn',
};
