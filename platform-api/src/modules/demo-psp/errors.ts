import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The demo payment provider's codes: what the platform's integration meets at `POST /demo-psp/api/payments`. */
export const DEMO_PSP_ERRORS = defineErrors({
  PSP_BAD_SIGNATURE: { status: 401, message: 'err_bad_signature' },
  PSP_STALE_REQUEST: { status: 401, message: 'err_request_stale' },
  PSP_ORDER_CONFLICT: { status: 409, message: 'err_idempotency_conflict' },
});

export const demoPspError = errorFactory(DEMO_PSP_ERRORS);
