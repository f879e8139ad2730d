import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The verification module's codes: mobile numbers and one-time SMS / e-mail codes. */
export const VERIFICATION_ERRORS = defineErrors({
  INVALID_PHONE: { status: 400, message: 'err_invalid_phone' },
  SMS_THROTTLED: { status: 429, message: 'err_sms_throttled' },
  // The message provider has no quota left (SPEC §8 'quota insufficient, contact customer service').
  SMS_QUOTA: { status: 503, message: 'err_sms_quota' },
  INVALID_CODE: { status: 400, message: 'err_invalid_code' },
  CODE_EXPIRED: { status: 400, message: 'err_code_expired' },
});

export const verificationError = errorFactory(VERIFICATION_ERRORS);
