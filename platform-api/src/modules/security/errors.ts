import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The security module's codes: the new-IP check's ticket. */
export const SECURITY_ERRORS = defineErrors({
  TICKET_INVALID: { status: 400, message: 'err_ticket_invalid' },
});

export const securityError = errorFactory(SECURITY_ERRORS);
