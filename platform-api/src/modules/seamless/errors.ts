import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The seamless-wallet API's codes (ADR 0002): what a vendor's integration meets, never a player. */
export const SEAMLESS_ERRORS = defineErrors({
  BAD_SIGNATURE: { status: 401, message: 'err_bad_signature' },
  UNKNOWN_MEMBER_REF: { status: 404, message: 'err_unknown_member_ref' },
  LAUNCH_SESSION_EXPIRED: { status: 403, message: 'err_launch_session_expired' },
  TRANSACTION_ROLLED_BACK: { status: 409, message: 'err_transaction_rolled_back' },
});

export const seamlessError = errorFactory(SEAMLESS_ERRORS);
