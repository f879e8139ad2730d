import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The sessions module's codes: a login refused (credentials, account status, agent-only), a hand-over code refused. */
export const SESSIONS_ERRORS = defineErrors({
  BAD_CREDENTIALS: { status: 400, message: 'err_bad_credentials' },
  BAD_CREDENTIALS_CAPTCHA: { status: 400, message: 'err_bad_credentials' },
  NON_MEMBER: { status: 400, message: 'err_non_member' },
  ACCOUNT_LOCKED: { status: 400, message: 'err_account_locked' },
  NOT_AGENT: { status: 400, message: 'error_not_agent' },
  /** A hand-over code that is unknown, expired, already used, another brand's, or whose session ended. */
  HANDOVER_INVALID: { status: 400, message: 'err_handover_invalid' },
});

export const sessionsError = errorFactory(SESSIONS_ERRORS);
