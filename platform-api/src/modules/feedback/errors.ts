import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The feedback module's codes: the player's form and the operators' answer. */
export const FEEDBACK_ERRORS = defineErrors({
  /** Fewer words than the merchant's minimum (`min`, `words`). */
  FEEDBACK_TOO_SHORT: { status: 400, message: 'err_feedback_too_short' },
  /** More words than the merchant's maximum (`max`, `words`). */
  FEEDBACK_TOO_LONG: { status: 400, message: 'err_feedback_too_long' },
  /** A screenshot that is not JPEG or PNG by its bytes (`field`). */
  FEEDBACK_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  /** A screenshot over 5,242,880 bytes (`field`). */
  FEEDBACK_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  /** The member sent the merchant's hourly allowance already (`limit`). */
  FEEDBACK_RATE_LIMITED: { status: 429, message: 'err_feedback_rate_limited' },
  /** No such feedback at that merchant (or no such screenshot). */
  FEEDBACK_NOT_FOUND: { status: 404, message: 'err_feedback_not_found' },
  /** The feedback was closed: it takes no answer and cannot be closed again. */
  FEEDBACK_CLOSED: { status: 409, message: 'err_feedback_closed' },
});

export const feedbackError = errorFactory(FEEDBACK_ERRORS);
