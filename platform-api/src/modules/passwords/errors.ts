import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The passwords module's codes: change, forgot by e-mail, reset by phone. */
export const PASSWORDS_ERRORS = defineErrors({
  CONFIRM_MISMATCH: { status: 400, message: 'err_confirm_mismatch' },
  // The message is the merchant's password rule key (`reg_pattern_<ID>`), with `min` and `max`.
  PASSWORD_RULE: { status: 400, message: 'reg_pattern_UPPER_LOWER_DIGIT_SYMBOL' },
  BAD_OLD_PASSWORD: { status: 400, message: 'err_bad_old_password' },
  SAME_PASSWORD: { status: 400, message: 'err_same_password' },
  USER_EMAIL_NOT_FOUND: { status: 400, message: 'err_user_email_not_found' },
});

export const passwordsError = errorFactory(PASSWORDS_ERRORS);
