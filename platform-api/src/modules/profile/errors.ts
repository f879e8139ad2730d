import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The profile module's codes. */
export const PROFILE_ERRORS = defineErrors({
  // The new mobile number is another member's (of the same merchant).
  MOBILE_IN_USE: { status: 400, message: 'err_mobile_taken' },
});

export const profileError = errorFactory(PROFILE_ERRORS);
