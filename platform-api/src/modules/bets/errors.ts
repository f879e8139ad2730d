import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The bet records' codes: a round that no longer takes a stake, a payout or a rollback, or has no result to correct yet. */
export const BETS_ERRORS = defineErrors({
  ROUND_CLOSED: { status: 409, message: 'err_round_closed' },
  ROUND_NOT_SETTLED: { status: 409, message: 'err_round_not_settled' },
});

export const betsError = errorFactory(BETS_ERRORS);
