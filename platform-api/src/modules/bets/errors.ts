import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The bet records' codes: a round that no longer takes a stake, a payout or a rollback. */
export const BETS_ERRORS = defineErrors({
  ROUND_CLOSED: { status: 409, message: 'err_round_closed' },
});

export const betsError = errorFactory(BETS_ERRORS);
