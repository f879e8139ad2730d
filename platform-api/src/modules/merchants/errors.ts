import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The merchants domain's codes: a new brand's code or domain already in use; a suspended brand's sign-in; a look that fails WCAG AA. */
export const MERCHANTS_ERRORS = defineErrors({
  BRAND_CODE_TAKEN: { status: 409, message: 'err_brand_code_taken' },
  BRAND_DOMAIN_TAKEN: { status: 409, message: 'err_brand_domain_taken' },
  BRAND_SUSPENDED: { status: 403, message: 'err_brand_suspended' },
  THEME_CONTRAST: { status: 400, message: 'err_theme_contrast' },
});

export const merchantsError = errorFactory(MERCHANTS_ERRORS);
