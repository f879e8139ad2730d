import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The players module's codes: what the back office may not do to a player. */
export const PLAYERS_ERRORS = defineErrors({
  /** An operator may only lower a responsible-gaming limit: a raise, the same value, or a period without a limit. */
  LIMIT_RAISE_REFUSED: { status: 409, message: 'err_limit_raise_refused' },
  /** A lock of a member that is not active, or an unlock of one that is not locked (or a non-member account). */
  PLAYER_STATE_CONFLICT: { status: 409, message: 'err_player_state' },
});

export const playersError = errorFactory(PLAYERS_ERRORS);
