import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The registration module's codes. */
export const REGISTRATION_ERRORS = defineErrors({
  TERMS_REQUIRED: { status: 400, message: 'err_terms_required' },
  DECLARATION_REQUIRED: { status: 400, message: 'err_declaration_required' },
  DECLARATION_OFFICIAL_REQUIRED: { status: 400, message: 'err_declaration_official' },
  DECLARATION_FORCES_REQUIRED: { status: 400, message: 'err_declaration_forces' },
  DECLARATION_LICENCE_REQUIRED: { status: 400, message: 'err_declaration_licence' },
  BIRTHDAY_LIMIT: { status: 400, message: 'birthday_limit' },
  USERNAME_TAKEN: { status: 400, message: 'err_username_taken' },
  MOBILE_TAKEN: { status: 400, message: 'err_mobile_taken' },
});

export const registrationError = errorFactory(REGISTRATION_ERRORS);
