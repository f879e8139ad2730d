import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The live studio's codes: its table page, bet and chat APIs. */
export const DEMO_LIVE_ERRORS = defineErrors({
  // The round's countdown ran out: bets wait for the next round.
  BETTING_CLOSED: { status: 409, message: 'err_betting_closed' },
  // The member bets in this round through a launch of another vendor or currency (another window).
  TABLE_IN_USE: { status: 409, message: 'err_table_in_use' },
  // The spot's table limit: the member's total on the spot in the round would pass it.
  BET_OVER_LIMIT: { status: 400, message: 'err_bet_over_limit' },
  UNKNOWN_TABLE: { status: 404, message: 'err_unknown_table' },
  CHAT_SESSION_EXPIRED: { status: 401, message: 'err_chat_session_expired' },
});

export const demoLiveError = errorFactory(DEMO_LIVE_ERRORS);
