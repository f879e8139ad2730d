import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { RequestIdSchema } from '../payments/schemas';
import { FileSchema } from '../register/schemas';
import {
  BankAccountSchema,
  FundPasswordSchema,
  WithdrawAmountSchema,
  WithdrawalSchema,
  WithdrawalStatusSchema,
  WithdrawInfoSchema,
} from './schemas';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The withdraw page (member centre `withdraw`): balance, limits, turnover, bank accounts, fund-password status. */
export const getWithdrawInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawals/info',
  auth: true,
  request: Type.Object({}),
  response: WithdrawInfoSchema,
});

/** The member's bank accounts (numbers masked), oldest first. */
export const listBankAccounts = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawals/bank-accounts',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ accounts: Type.Array(BankAccountSchema), maxAccounts: Type.Integer() }),
});

/**
 * Binds a bank account. `payeeName` must equal the member's registered payee name (VALIDATION on
 * `payeeName`, `err_payee_name_mismatch`); at most the merchant's number of accounts (BANK_ACCOUNT_LIMIT);
 * the same number twice: BANK_ACCOUNT_EXISTS.
 */
export const addBankAccount = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawals/bank-accounts',
  auth: true,
  request: Type.Object({
    bankName: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    accountNumber: Type.String({ minLength: 6, maxLength: 34, pattern: '^[0-9A-Za-z -]+$' }),
    payeeName: Type.String({ minLength: 1, maxLength: 128, pattern: '\\S' }),
  }),
  response: BankAccountSchema,
});

/** Deletes one of the member's bank accounts (another member's or unknown: BANK_ACCOUNT_NOT_FOUND). */
export const deleteBankAccount = defineEndpoint({
  method: 'DELETE',
  path: '/wps/withdrawals/bank-accounts',
  auth: true,
  request: Type.Object({ id: Id }),
  response: Type.Null(),
});

/** Whether the member has set a fund password, and until when withdrawals are locked (too many wrong tries). */
export const getFundPasswordStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawals/fund-password',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ set: Type.Boolean(), lockedUntil: Type.Union([Type.String(), Type.Null()]) }),
});

/** Sets the fund password, once (FUND_PASSWORD_ALREADY_SET after); encrypted like every password call. */
export const setFundPassword = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawals/fund-password',
  auth: true,
  encrypted: true,
  request: Type.Object({ fundPassword: FundPasswordSchema, confirmFundPassword: FundPasswordSchema }),
  response: Type.Null(),
});

/**
 * A withdrawal request (encrypted): the amount moves from the wallet to held at once. Checked in order:
 * fund password set and not locked, bank account, amount limits, daily count, turnover, fund password,
 * balance (INSUFFICIENT_FUNDS). The same `requestId` again answers the same withdrawal.
 */
export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawals',
  auth: true,
  encrypted: true,
  request: Type.Object({
    bankAccountId: Id,
    amount: WithdrawAmountSchema,
    fundPassword: FundPasswordSchema,
    requestId: RequestIdSchema,
  }),
  response: WithdrawalSchema,
});

/** The member's withdrawals, newest first, optionally of one status (paged). */
export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/wps/withdrawals',
  auth: true,
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    status: Type.Optional(WithdrawalStatusSchema),
  }),
  response: Type.Object({
    list: Type.Array(WithdrawalSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

/**
 * The player's confirmation of a PAID withdrawal (multipart): RECEIVED, or NOT_RECEIVED (DISPUTED: the
 * operator looks into it), with a proof image (jpeg/png by content, ≤ 5,242,880 bytes).
 */
export const confirmWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/wps/withdrawals/confirm',
  auth: true,
  multipart: true,
  request: Type.Object({
    id: Id,
    result: Type.Union([Type.Literal('RECEIVED'), Type.Literal('NOT_RECEIVED')]),
    proof: FileSchema,
  }),
  response: WithdrawalSchema,
});
