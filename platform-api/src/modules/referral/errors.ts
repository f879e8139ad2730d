import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The referral module's codes. */
export const REFERRAL_ERRORS = defineErrors({
  // Registration with a referral code no active real member of the merchant holds (with `field: referralCode`).
  REFERRAL_CODE_INVALID: { status: 400, message: 'referral_code_error' },
});

export const referralError = errorFactory(REFERRAL_ERRORS);
