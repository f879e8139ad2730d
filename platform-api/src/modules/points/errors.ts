import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The points module's codes (issue 14): the mall's redemptions and conversions, the operator's decisions. */
export const POINTS_ERRORS = defineErrors({
  POINTS_ITEM_NOT_FOUND: { status: 404, message: 'err_points_item_not_found' },
  POINTS_OUT_OF_STOCK: { status: 409, message: 'err_points_out_of_stock' },
  POINTS_INSUFFICIENT: { status: 400, message: 'err_points_insufficient' },
  POINTS_BELOW_MIN: { status: 400, message: 'err_points_below_min' },
  POINTS_REDEMPTION_NOT_FOUND: { status: 404, message: 'err_points_redemption_not_found' },
  POINTS_REDEMPTION_DECIDED: { status: 409, message: 'err_points_redemption_decided' },
});

export const pointsError = errorFactory(POINTS_ERRORS);
