import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { Amount, Count, Day, ReportHeadFields, ReportQueryFields } from './report-base';

// The money reports (issue 29): GGR and NGR grouped by day, brand, game category or vendor, and deposits and
// withdrawals by day and method. Definitions: platform-api/src/modules/reports/README.md.

/** What the GGR report groups its rows by. */
export const GGR_GROUPS = ['day', 'brand', 'category', 'vendor'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

/** The range (no paging: the rows are few) and the grouping (default `day`). */
export const GgrQuerySchema = Type.Object({
  merchant: ReportQueryFields.merchant,
  from: ReportQueryFields.from,
  to: ReportQueryFields.to,
  groupBy: Type.Optional(Type.Enum([...GGR_GROUPS])),
});
export type GgrQuery = Static<typeof GgrQuerySchema>;

const NullableAmount = Type.Union([Amount, Type.Null()]);

/** One group's play; bonuses, agent payouts and NGR where they can be told apart (days and brands), else null. */
export const GgrRowSchema = Type.Object({
  /** The day (YYYY-MM-DD), the brand's code, the game category or the vendor code. */
  key: Type.String(),
  stakes: Amount,
  payouts: Amount,
  ggr: Amount,
  /** The part of the GGR that is PVP hands' rake (the house's commission, not players losing to the house). */
  rake: Amount,
  bonuses: NullableAmount,
  agentPayouts: NullableAmount,
  /** GGR − bonuses − agent payouts. */
  ngr: NullableAmount,
  rounds: Count,
  players: Count,
});
export type GgrRow = Static<typeof GgrRowSchema>;

export const GgrReportSchema = Type.Object({
  ...ReportHeadFields,
  groupBy: Type.Enum([...GGR_GROUPS]),
  totals: Type.Object({
    stakes: Amount,
    payouts: Amount,
    ggr: Amount,
    rake: Amount,
    bonuses: Amount,
    agentPayouts: Amount,
    ngr: Amount,
    rounds: Count,
    players: Count,
  }),
  /** Every group: days oldest first (zeros included), the others highest GGR first. */
  list: Type.Array(GgrRowSchema),
});
export type GgrReport = Static<typeof GgrReportSchema>;

/** GGR and NGR by day, brand, category or vendor. */
export const getGgr = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/ggr',
  request: GgrQuerySchema,
  response: GgrReportSchema,
});

/** The same rows as CSV (text/csv). */
export const exportGgrCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/ggr/export.csv',
  request: GgrQuerySchema,
  response: Type.String(),
});

/** The range only (the rows are the days and methods: few). */
export const RangeQuerySchema = Type.Object({
  merchant: ReportQueryFields.merchant,
  from: ReportQueryFields.from,
  to: ReportQueryFields.to,
});
export type RangeQuery = Static<typeof RangeQuerySchema>;

/** Requests made in the range (by request time) and what became of them; amounts as requested. */
const FlowFields = {
  count: Count,
  amount: Amount,
  /** Deposits credited; withdrawals paid (received or disputed later included). */
  approvedCount: Count,
  approvedAmount: Amount,
  /** Deposits rejected, failed or expired; withdrawals rejected. */
  rejectedCount: Count,
  rejectedAmount: Amount,
  /** Still waiting for a decision or the provider. */
  pendingCount: Count,
  pendingAmount: Amount,
};
export const FlowSchema = Type.Object(FlowFields);
export type Flow = Static<typeof FlowSchema>;

export const CASHFLOW_KINDS = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type CashflowKind = (typeof CASHFLOW_KINDS)[number];
const Kind = Type.Enum([...CASHFLOW_KINDS]);

export const CashflowDaySchema = Type.Object({ date: Day, deposits: FlowSchema, withdrawals: FlowSchema });
export type CashflowDay = Static<typeof CashflowDaySchema>;
/** A deposit method's code, or a withdrawal's bank. */
export const CashflowMethodSchema = Type.Object({ kind: Kind, method: Type.String(), ...FlowFields });
export type CashflowMethod = Static<typeof CashflowMethodSchema>;

export const CashflowReportSchema = Type.Object({
  ...ReportHeadFields,
  totals: Type.Object({ deposits: FlowSchema, withdrawals: FlowSchema }),
  /** Every day of the range, oldest first, zeros included. */
  byDay: Type.Array(CashflowDaySchema),
  /** Deposits by method, then withdrawals by bank, highest amount first. */
  byMethod: Type.Array(CashflowMethodSchema),
});
export type CashflowReport = Static<typeof CashflowReportSchema>;

/** Deposits and withdrawals by day (the brand's) and by method: counts, amounts, approved, rejected, pending. */
export const getCashflow = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/cashflow',
  request: RangeQuerySchema,
  response: CashflowReportSchema,
});

/** One CSV line per day, kind and method (text/csv). */
export const exportCashflowCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/reports/cashflow/export.csv',
  request: RangeQuerySchema,
  response: Type.String(),
});
