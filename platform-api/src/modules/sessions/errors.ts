import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The sessions module's codes: a login refused (credentials, account status, agent-only). */
export const SESSIONS_ERRORS = defineErrors({
  BAD_CREDENTIALS: { status: 400, message: 'err_bad_credentials' },
  BAD_CREDENTIALS_CAPTCHA: { status: 400, message: 'err_bad_credentials' },
  NON_MEMBER: { status: 400, message: 'err_non_member' },
  ACCOUNT_LOCKED: { status: 400, message: 'err_account_locked' },
  NOT_AGENT: { status: 400, message: 'error_not_agent' },
});

export const sessionsError = errorFactory(SESSIONS_ERRORS);
