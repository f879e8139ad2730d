import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The money desk's codes (issue 25): claims on inbox items. */
export const DESK_ERRORS = defineErrors({
  /** Another operator holds the item (`operatorId`, `username`, `claimedAt`, `expiresAt`): claim or decide later. */
  DESK_ITEM_CLAIMED: { status: 409, message: 'err_desk_item_claimed' },
  /** A claim needs a person: an operator session or token, not the shared operator key. */
  DESK_OPERATOR_REQUIRED: { status: 403, message: 'err_desk_operator_required' },
  /** No item of that kind and id waits at that merchant (decided already, or never was). */
  DESK_ITEM_NOT_FOUND: { status: 404, message: 'err_not_found' },
  /** The adjustment was decided already (or is not one of the merchant's). */
  ADJUSTMENT_NOT_PENDING: { status: 409, message: 'err_adjustment_not_pending' },
  /** No live claim on that item. */
  DESK_CLAIM_NOT_FOUND: { status: 404, message: 'err_desk_claim_not_found' },
});

export const deskError = errorFactory(DESK_ERRORS);
