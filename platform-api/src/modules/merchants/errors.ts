import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The merchants domain's codes: a new brand's code or domain already in use; a suspended brand's sign-in. */
export const MERCHANTS_ERRORS = defineErrors({
  BRAND_CODE_TAKEN: { status: 409, message: 'err_brand_code_taken' },
  BRAND_DOMAIN_TAKEN: { status: 409, message: 'err_brand_domain_taken' },
  BRAND_SUSPENDED: { status: 403, message: 'err_brand_suspended' },
});

export const merchantsError = errorFactory(MERCHANTS_ERRORS);
