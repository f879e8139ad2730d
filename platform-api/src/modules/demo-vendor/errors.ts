import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The demo vendor's codes: its game page and round API. */
export const DEMO_VENDOR_ERRORS = defineErrors({
  GAME_SESSION_EXPIRED: { status: 401, message: 'err_game_session_expired' },
  // An HTML page (GET /vendor/demo/play/:gameCode) with the code in `x-error-code`, not an envelope.
  LAUNCH_TOKEN_INVALID: { status: 403, message: 'err_launch_token_invalid' },
  ROUND_FAILED: { status: 502, message: 'err_round_failed' },
});

export const demoVendorError = errorFactory(DEMO_VENDOR_ERRORS);
