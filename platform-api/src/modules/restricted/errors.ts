import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The restricted module's codes. */
export const RESTRICTED_ERRORS = defineErrors({
  RESTRICTED_PERSON: { status: 403, message: 'err_restricted_person' },
  RESTRICTED_ENTRY_INVALID: { status: 400, message: 'err_restricted_entry' },
});

export const restrictedError = errorFactory(RESTRICTED_ERRORS);
