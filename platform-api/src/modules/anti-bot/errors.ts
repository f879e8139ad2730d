import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The anti-bot module's codes: captcha and ALTCHA bot-check refusals. */
export const ANTI_BOT_ERRORS = defineErrors({
  CAPTCHA_REQUIRED: { status: 400, message: 'err_captcha_required' },
  CAPTCHA_INVALID: { status: 400, message: 'err_captcha_invalid' },
  // The solution was refused (SPEC §8 "captcha check failed"); the client says err_bot_check while none is solved.
  BOT_CHECK_FAILED: { status: 400, message: 'err_captcha_check_failed' },
});

export const antiBotError = errorFactory(ANTI_BOT_ERRORS);
