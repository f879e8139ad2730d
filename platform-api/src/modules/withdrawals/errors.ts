import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The withdrawals module's codes (ADR 0006): bank accounts, the fund password, requests, decisions, confirmations. */
export const WITHDRAWALS_ERRORS = defineErrors({
  BANK_ACCOUNT_LIMIT: { status: 400, message: 'err_bank_account_limit' },
  BANK_ACCOUNT_EXISTS: { status: 409, message: 'err_bank_account_exists' },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, message: 'err_bank_account_not_found' },
  FUND_PASSWORD_NOT_SET: { status: 400, message: 'err_fund_password_not_set' },
  FUND_PASSWORD_ALREADY_SET: { status: 409, message: 'err_fund_password_already_set' },
  FUND_PASSWORD_WRONG: { status: 400, message: 'err_fund_password_wrong' },
  FUND_PASSWORD_LOCKED: { status: 429, message: 'err_fund_password_locked' },
  WITHDRAWAL_DAILY_LIMIT: { status: 400, message: 'err_withdrawal_daily_limit' },
  TURNOVER_NOT_MET: { status: 400, message: 'err_turnover_not_met' },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'err_withdrawal_not_found' },
  WITHDRAWAL_NOT_PENDING: { status: 409, message: 'err_withdrawal_not_pending' },
  WITHDRAWAL_NOT_PAID: { status: 409, message: 'err_withdrawal_not_paid' },
  WITHDRAWAL_NOT_DISPUTED: { status: 409, message: 'err_withdrawal_not_disputed' },
  FOUR_EYES_SAME_OPERATOR: { status: 409, message: 'err_four_eyes_same_operator' },
  FOUR_EYES_OPERATOR_REQUIRED: { status: 403, message: 'err_four_eyes_operator_required' },
  PROOF_REQUIRED: { status: 400, message: 'err_proof_required' },
  PROOF_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  PROOF_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
});

export const withdrawalsError = errorFactory(WITHDRAWALS_ERRORS);
