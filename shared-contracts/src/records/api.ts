import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  AccountRecordSchema,
  BetRecordSchema,
  BetStatusSchema,
  DateRangeQuery,
  LedgerTypeSchema,
  PageQuery,
  PageSchema,
  ProfitRowSchema,
} from './schemas';

/**
 * Betting record (personalHistoryCopy): the member's real-money rounds opened in the date range, newest
 * first, optionally of one category, vendor or status; `totals` sums stake and payout of every round the
 * filter matches (not only the page). Real accounts only.
 */
export const listBets = defineEndpoint({
  method: 'GET',
  path: '/wps/records/bets',
  auth: true,
  request: Type.Object({
    ...DateRangeQuery,
    ...PageQuery,
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    status: Type.Optional(BetStatusSchema),
  }),
  response: Type.Object({
    list: Type.Array(BetRecordSchema),
    ...PageSchema,
    totals: Type.Object({ stake: Type.Integer(), payout: Type.Integer(), winLoss: Type.Integer() }),
  }),
});

/**
 * Account record (transactionHistory): every movement of the member's main wallet and held withdrawals
 * in the date range, newest first, optionally of one type. Real accounts only.
 */
export const listTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/records/transactions',
  auth: true,
  request: Type.Object({ ...DateRangeQuery, ...PageQuery, type: Type.Optional(LedgerTypeSchema) }),
  response: Type.Object({ list: Type.Array(AccountRecordSchema), ...PageSchema, currency: Type.String() }),
});

/**
 * Profit and loss (personalProfit): settled real-money rounds per UTC day (newest first) and category,
 * the range's totals, and the deposits credited and withdrawals paid in the range. Real accounts only.
 */
export const getProfit = defineEndpoint({
  method: 'GET',
  path: '/wps/records/profit',
  auth: true,
  request: Type.Object({ ...DateRangeQuery }),
  response: Type.Object({
    startDate: Type.String(),
    endDate: Type.String(),
    currency: Type.String(),
    rows: Type.Array(ProfitRowSchema),
    totals: Type.Object({ stake: Type.Integer(), payout: Type.Integer(), profit: Type.Integer() }),
    deposits: Type.Integer(),
    withdrawals: Type.Integer(),
  }),
});
