import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The social module's codes: carried by the callback's redirect (`?loginError=CODE`), not a JSON answer. */
export const SOCIAL_ERRORS = defineErrors({
  OAUTH_STATE_INVALID: { status: 400, message: 'err_social_state' },
  OAUTH_DENIED: { status: 400, message: 'err_social_denied' },
  OAUTH_FAILED: { status: 502, message: 'err_social_failed' },
});

export const socialError = errorFactory(SOCIAL_ERRORS);
