import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The payments module's codes (ADR 0006): deposits, their receipts, provider callbacks, operator decisions. */
export const PAYMENTS_ERRORS = defineErrors({
  RECEIPT_REQUIRED: { status: 400, message: 'err_receipt_required' },
  RECEIPT_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  RECEIPT_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'err_deposit_not_found' },
  DEPOSIT_NOT_PENDING: { status: 409, message: 'err_deposit_not_pending' },
  DEPOSIT_NOT_REVIEWABLE: { status: 400, message: 'err_deposit_not_reviewable' },
  PROVIDER_UNAVAILABLE: { status: 502, message: 'err_provider_unavailable' },
  CALLBACK_BAD_SIGNATURE: { status: 401, message: 'err_bad_signature' },
  CALLBACK_STALE: { status: 401, message: 'err_request_stale' },
  CALLBACK_MISMATCH: { status: 400, message: 'err_callback_mismatch' },
});

export const paymentsError = errorFactory(PAYMENTS_ERRORS);
