import { defineErrors, errorFactory, type DomainError } from './domain-error';

/** Codes any endpoint may answer (framework, auth guards, rate limits); docs/contracts.md "Generic codes". */
export const COMMON_ERRORS = defineErrors({
  VALIDATION: { status: 400, message: 'err_invalid_input' },
  BAD_REQUEST: { status: 400, message: 'err_bad_request' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'err_bad_request' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'err_payload_too_large' },
  DECRYPT_FAILED: { status: 400, message: 'err_decrypt_failed' },
  UNAUTHORIZED: { status: 401, message: 'err_not_logged_in' },
  TRIAL_FORBIDDEN: { status: 403, message: 'in_need_true_account' },
  VERIFICATION_REQUIRED: { status: 403, message: 'err_verification_required' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'err_password_change_required' },
  MERCHANT_NOT_FOUND: { status: 404, message: 'err_merchant_not_found' },
  // A feature the merchant has switched off ('operation not enabled, contact customer service').
  NOT_ENABLED: { status: 400, message: 'err_not_enabled' },
  NOT_FOUND: { status: 404, message: 'err_not_found' },
  RATE_LIMITED: { status: 429, message: 'err_too_many_requests' },
  TOO_FAST: { status: 429, message: 'err_too_fast' },
  INTERNAL: { status: 500, message: 'err_unknown' },
});

export const commonError = errorFactory(COMMON_ERRORS);

/** 400 VALIDATION for one field: `err_invalid_input` (or another key) with a developer detail. */
export const invalidField = (field: string | null, detail: string, message?: string): DomainError =>
  commonError('VALIDATION', { field, detail }, message ? { message } : {});

/** 400 VALIDATION `err_input_empty` ('Input cannot be empty') for a missing field. */
export const emptyField = (field: string | null): DomainError =>
  commonError('VALIDATION', { field, detail: `${field ?? 'input'} is required` }, { message: 'err_input_empty' });

/** 400 VALIDATION for a value that breaks a register rule: message `reg_pattern_<ID>`, plus `field`, `min`, `max`. */
export const ruleViolation = (field: string, failed: { key: string; min: number; max: number }): DomainError =>
  commonError('VALIDATION', { field, min: failed.min, max: failed.max }, { message: failed.key });

/** 404 MERCHANT_NOT_FOUND: neither the Host nor the code names a merchant. */
export const merchantNotFound = (): DomainError => commonError('MERCHANT_NOT_FOUND');

/** 404 NOT_FOUND with a developer detail. */
export const notFound = (detail: string): DomainError => commonError('NOT_FOUND', { detail });
