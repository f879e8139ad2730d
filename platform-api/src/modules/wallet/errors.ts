import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The wallet's codes (ADR 0002): member transfers and the ledger postings of the seamless-wallet API. */
export const WALLET_ERRORS = defineErrors({
  INSUFFICIENT_FUNDS: { status: 400, message: 'err_insufficient_funds' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'err_idempotency_conflict' },
});

export const walletError = errorFactory(WALLET_ERRORS);
