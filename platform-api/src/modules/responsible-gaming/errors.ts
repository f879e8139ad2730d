import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The responsible-gaming module's codes (ADR 0006): deposit limits and self-exclusion. */
export const RESPONSIBLE_GAMING_ERRORS = defineErrors({
  DEPOSIT_LIMIT_EXCEEDED: { status: 400, message: 'err_deposit_limit_exceeded' },
  SELF_EXCLUDED: { status: 403, message: 'err_self_excluded' },
});

export const responsibleGamingError = errorFactory(RESPONSIBLE_GAMING_ERRORS);
