import { Type, type Static } from 'typebox';

/**
 * The member's records (member centre pages personalHistoryCopy, transactionHistory, personalProfit):
 * read models over the ledger and the bet records (ADR 0006 `records`). Money is minor units; days are
 * `yyyy-MM-dd` in UTC (the platform has no merchant time zone yet); times are ISO-8601.
 */

/** The longest date range a record query may span, in days (both ends included). */
export const RECORDS_MAX_DAYS = 90;
/** The largest page of a record list. */
export const RECORDS_MAX_PAGE_SIZE = 100;

/** A UTC calendar day. */
export const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The date range of every record query: both days included, at most RECORDS_MAX_DAYS; default today (UTC). */
export const DateRangeQuery = {
  startDate: Type.Optional(DaySchema),
  endDate: Type.Optional(DaySchema),
};

/** Paging of a record list. */
export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: RECORDS_MAX_PAGE_SIZE })),
};

export const PageSchema = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
};

export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export const BetStatusSchema = Type.Enum([...BET_STATUSES]);
export type BetStatus = (typeof BET_STATUSES)[number];

/** One real-money round (betting record). `winLoss` is payout − stake once settled, else null. */
export const BetRecordSchema = Type.Object({
  id: Type.Integer(),
  roundId: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  vendor: Type.String(),
  category: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  winLoss: Type.Union([Type.Integer(), Type.Null()]),
  status: BetStatusSchema,
  currency: Type.String(),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});
export type BetRecordItem = Static<typeof BetRecordSchema>;

export const LEDGER_TYPES = [
  'FUNDING',
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_PAY',
  'WITHDRAW_REFUND',
  'TRANSFER_UPLINE',
  'ADJUSTMENT',
  'TRANSFER_DOWNLINE',
  'AGENT_PAYOUT',
  'BONUS',
  'POINTS_EARN',
  'POINTS_REDEEM',
  'POINTS_REDEEM_PAY',
  'POINTS_REDEEM_REFUND',
  'POINTS_CONVERT',
] as const;
/** A ledger posting's kind (ADR 0002, 0006). */
export const LedgerTypeSchema = Type.Enum([...LEDGER_TYPES]);
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** One movement of the member's main wallet (MAIN) or held withdrawals (HELD): signed amount and the balance after it. */
export const AccountRecordSchema = Type.Object({
  id: Type.Integer(),
  account: Type.Union([Type.Literal('MAIN'), Type.Literal('HELD')]),
  type: LedgerTypeSchema,
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type AccountRecordItem = Static<typeof AccountRecordSchema>;

/** Settled real-money rounds of one UTC day and category: stake, payout and P&L (payout − stake). */
export const ProfitRowSchema = Type.Object({
  day: Type.String(),
  category: Type.String(),
  rounds: Type.Integer(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  profit: Type.Integer(),
});
export type ProfitRow = Static<typeof ProfitRowSchema>;
