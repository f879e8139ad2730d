/** Texts of the referral module's codes (issue 14: invite friends), merged into the `common` namespace. */
export const REFERRAL_EN = {
  referral_code_error: 'Invalid referral code',
};

export const REFERRAL_TY: typeof REFERRAL_EN = {
  referral_code_error: 'Mã giới thiệu không hợp lệ',
};
