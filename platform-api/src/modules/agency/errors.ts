import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The agency module's codes: agents' invitation codes. */
export const AGENCY_ERRORS = defineErrors({
  INVITATION_CODE_INVALID: { status: 400, message: 'invitation_code_error' },
});

export const agencyError = errorFactory(AGENCY_ERRORS);
