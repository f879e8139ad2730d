import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The operators module's codes: a sign-in refused, a session that is not (or no longer) good, a role's limits. */
export const OPERATORS_ERRORS = defineErrors({
  /** Unknown operator, wrong password, or a disabled account: one answer for all, so none can be told apart. */
  OPERATOR_BAD_CREDENTIALS: { status: 401, message: 'err_operator_credentials' },
  /** Too many failures in a row: `until` says when the next try is taken. */
  OPERATOR_LOCKED: { status: 423, message: 'err_operator_locked' },
  /** A wrong or reused authenticator code, or an unknown or used recovery code. */
  TOTP_INVALID: { status: 401, message: 'err_totp_invalid' },
  /** A passkey's answer that does not verify (signature, challenge, origin, counter), or a passkey not the operator's. */
  PASSKEY_INVALID: { status: 400, message: 'err_passkey_invalid' },
  /** No session, an ended one (signed out, revoked, idle 30 minutes, 12 hours old), or one still at its first step. */
  OPERATOR_SESSION_REQUIRED: { status: 401, message: 'err_operator_session' },
  /** A state-changing call with the session cookie but without its x-csrf-token. */
  CSRF_REJECTED: { status: 403, message: 'err_operator_session' },
  /** An operator account with that username exists already. */
  OPERATOR_USERNAME_TAKEN: { status: 409, message: 'err_operator_username_taken' },
  /** The operator's role lacks the permission, or the merchant is not the operator's. */
  FORBIDDEN: { status: 403, message: 'err_forbidden' },
});

export const operatorsError = errorFactory(OPERATORS_ERRORS);
