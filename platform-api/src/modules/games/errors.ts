import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The games domain's codes. */
export const GAMES_ERRORS = defineErrors({
  GAME_NOT_FOUND: { status: 404, message: 'err_game_not_found' },
  /** The vendor is inside a maintenance window its brand set (`until`: its end, or none). */
  VENDOR_MAINTENANCE: { status: 409, message: 'err_vendor_maintenance' },
});

export const gamesError = errorFactory(GAMES_ERRORS);
