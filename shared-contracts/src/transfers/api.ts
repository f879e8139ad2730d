import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { RequestIdSchema } from '../payments/schemas';
import { FundPasswordSchema, WithdrawAmountSchema } from '../withdrawals/schemas';

const Upline = Type.Object({ account: Type.String(), nickname: Type.Union([Type.String(), Type.Null()]) });

/**
 * The transfer-to-upline page (member centre `transferUpline`): the member's upline (null without one),
 * the main balance and currency, and whether the fund password is set (a transfer needs it). Real members only.
 */
export const getUplineTransferInfo = defineEndpoint({
  method: 'GET',
  path: '/wps/transfers/upline',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({
    upline: Type.Union([Upline, Type.Null()]),
    balance: Type.Integer(),
    currency: Type.String(),
    fundPasswordSet: Type.Boolean(),
  }),
});

/**
 * Moves `amount` from the member's main wallet to its upline's (one ledger transaction, key
 * `transfer-upline:<member>:<requestId>`: the same request again answers the first transfer). Checks the
 * fund password (FUND_PASSWORD_NOT_SET / _WRONG / _LOCKED as a withdrawal does); no upline: NO_UPLINE;
 * too little money: INSUFFICIENT_FUNDS. Encrypted like other password calls.
 */
export const transferToUpline = defineEndpoint({
  method: 'POST',
  path: '/wps/transfers/upline',
  auth: true,
  encrypted: true,
  request: Type.Object({ amount: WithdrawAmountSchema, fundPassword: FundPasswordSchema, requestId: RequestIdSchema }),
  response: Type.Object({
    transactionId: Type.Integer(),
    amount: Type.Integer(),
    balance: Type.Integer(),
    upline: Upline,
  }),
});
