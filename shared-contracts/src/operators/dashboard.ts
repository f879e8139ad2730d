import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/** The periods the dashboard offers: today, the last 7 days, the last 30 days (today included). */
export const DASHBOARD_DAYS = [1, 7, 30] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];

/** Money: a decimal string of minor units / 100 with exactly 2 decimals, no separators ("-1234.50"). */
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
const Count = Type.Integer({ minimum: 0 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The figures of a period (or of one day of it). Definitions: platform-api/src/modules/dashboard/README.md. */
const FigureFields = {
  /** Stakes of settled real-money rounds. */
  stakes: Amount,
  /** Payouts of those rounds. */
  payouts: Amount,
  /** stakes − payouts. */
  ggr: Amount,
  /** Money bonuses credited from the house (claimed rewards, points converted to money). */
  bonuses: Amount,
  /** Agent commissions, salaries and dividends the house paid. */
  agentPayouts: Amount,
  /** ggr − bonuses − agentPayouts. */
  ngr: Amount,
  deposits: Amount,
  depositCount: Count,
  withdrawals: Amount,
  withdrawalCount: Count,
  /** Members (not trials) who joined. */
  registrations: Count,
  /** Members whose first deposit ever was credited in the period. */
  firstDepositors: Count,
  /** Members with at least one settled real-money round in the period. */
  activePlayers: Count,
  /** Settled real-money rounds. */
  rounds: Count,
};
export const DashboardFiguresSchema = Type.Object(FigureFields);
export type DashboardFigures = Static<typeof DashboardFiguresSchema>;

export const DashboardDaySchema = Type.Object({ date: Day, ...FigureFields });
export type DashboardDay = Static<typeof DashboardDaySchema>;

/** Play of one game category or one vendor over the period. */
export const DashboardPlaySchema = Type.Object({
  key: Type.String(),
  stakes: Amount,
  payouts: Amount,
  ggr: Amount,
  rounds: Count,
});
export type DashboardPlay = Static<typeof DashboardPlaySchema>;

/** One scope's report: totals, every day of the period (zeros included, oldest first), play by category and vendor. */
const ReportFields = {
  totals: DashboardFiguresSchema,
  byDay: Type.Array(DashboardDaySchema),
  byCategory: Type.Array(DashboardPlaySchema),
  byVendor: Type.Array(DashboardPlaySchema),
};

export const DashboardMerchantSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  ...ReportFields,
});
export type DashboardMerchant = Static<typeof DashboardMerchantSchema>;

export const DashboardQuerySchema = Type.Object({
  /** A merchant's code. Without it the owner sees every merchant; anyone else the request's merchant. */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** 1, 7 or 30; default 7. */
  days: Type.Optional(Type.Unsafe<DashboardDays>({ type: 'integer', enum: [...DASHBOARD_DAYS] })),
});
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

export const DashboardSchema = Type.Object({
  /** First and last day of the period (inclusive), in `timeZone`. */
  from: Day,
  to: Day,
  days: Type.Integer(),
  /** The days are calendar days of this time zone (merchants have none yet: always UTC). */
  timeZone: Type.String(),
  /** The merchant asked for, or null: every merchant. */
  merchant: Type.Union([Type.String(), Type.Null()]),
  /** The currency of every amount, or null when the merchants in scope hold different ones (read `merchants`). */
  currency: Type.Union([Type.String(), Type.Null()]),
  ...ReportFields,
  /** Each merchant in scope (one when `merchant` is given). */
  merchants: Type.Array(DashboardMerchantSchema),
});
export type Dashboard = Static<typeof DashboardSchema>;

/** The back office's first page (issue 25): the money and play of a merchant, or of every merchant for the owner. */
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/ops/dashboard',
  request: DashboardQuerySchema,
  response: DashboardSchema,
});

/** `byDay` of the same query as CSV (text/csv; one line per day, amounts as in the JSON). */
export const exportDashboardCsv = defineEndpoint({
  method: 'GET',
  path: '/ops/dashboard/export.csv',
  request: DashboardQuerySchema,
  response: Type.String(),
});
