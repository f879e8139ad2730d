import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The security module's codes: the new-IP check's ticket, players' two-step sign-in. */
export const SECURITY_ERRORS = defineErrors({
  TICKET_INVALID: { status: 400, message: 'err_ticket_invalid' },
  /** Setting up an authenticator while one is on (turn it off first). */
  TOTP_ALREADY_ON: { status: 409, message: 'err_totp_already_on' },
  /** Confirming without a set-up secret, or turning off an authenticator that is not on. */
  TOTP_NOT_SET_UP: { status: 409, message: 'err_totp_not_set_up' },
});

export const securityError = errorFactory(SECURITY_ERRORS);
