import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The games domain's codes. */
export const GAMES_ERRORS = defineErrors({
  GAME_NOT_FOUND: { status: 404, message: 'err_game_not_found' },
});

export const gamesError = errorFactory(GAMES_ERRORS);
