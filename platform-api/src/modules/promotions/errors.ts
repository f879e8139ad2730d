import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The promotions module's codes: taking part in an activity, and the operator's review. */
export const PROMOTIONS_ERRORS = defineErrors({
  // Unknown, another merchant's or switched-off activities read the same.
  PROMOTION_NOT_FOUND: { status: 404, message: 'err_promotion_not_found' },
  // Applying to a RAFFLE activity or joining an APPLY one.
  PROMOTION_KIND: { status: 400, message: 'err_promotion_kind' },
  PROMOTION_NOT_STARTED: { status: 409, message: 'err_promotion_not_started' },
  PROMOTION_ENDED: { status: 409, message: 'err_promotion_ended' },
  PROMOTION_AUDIENCE: { status: 403, message: 'err_promotion_audience' },
  PROMOTION_ALREADY_APPLIED: { status: 409, message: 'err_promotion_already_applied' },
  PROMOTION_ALREADY_JOINED: { status: 409, message: 'err_promotion_already_joined' },
  // The application's images (SPEC §5, §9), checked by their bytes.
  PROMOTION_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  PROMOTION_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  // The operator's review.
  PROMOTION_APPLICATION_NOT_FOUND: { status: 404, message: 'err_promotion_application_not_found' },
  PROMOTION_APPLICATION_DECIDED: { status: 409, message: 'err_promotion_application_decided' },
});

export const promotionsError = errorFactory(PROMOTIONS_ERRORS);
