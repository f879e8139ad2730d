import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The agency module's codes: agents' invitation codes, transfers between upline and downline. */
export const AGENCY_ERRORS = defineErrors({
  INVITATION_CODE_INVALID: { status: 400, message: 'invitation_code_error' },
  NO_UPLINE: { status: 400, message: 'err_no_upline' },
});

export const agencyError = errorFactory(AGENCY_ERRORS);
