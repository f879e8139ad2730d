import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The sportsbook's codes: its bet slip, cash-out and trading desk. */
export const DEMO_SPORTSBOOK_ERRORS = defineErrors({
  // A price (or a cash-out value) moved since the page showed it: the answer carries the new one to accept.
  ODDS_CHANGED: { status: 409, message: 'err_odds_changed' },
  // A fixture that takes no more bets (finished, voided, the last minute played) or a suspended selection.
  MARKET_CLOSED: { status: 409, message: 'err_market_closed' },
  // A cash-out of a bet already settled, cashed out or voided, or whose cash-out is not offered.
  BET_NOT_OPEN: { status: 409, message: 'err_bet_not_open' },
  // The trading desk's action does not fit the fixture's status (finish a finished one, correct an unfinished one).
  FIXTURE_STATUS: { status: 409, message: 'err_fixture_status' },
});

export const sportsbookError = errorFactory(DEMO_SPORTSBOOK_ERRORS);
