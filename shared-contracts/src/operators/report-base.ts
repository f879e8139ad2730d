import { Type, type Static } from 'typebox';

// What every report shares: the range limit, money and day formats, and the query. Definitions and the day cut:
// platform-api/src/modules/reports/README.md.

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

/** Money: a decimal string of minor units / 100 with exactly 2 decimals, no separators ("-1234.50"). */
export const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2}$' });
export const Count = Type.Integer({ minimum: 0 });
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The fields of a report query (shared by every report's query; a schema's `.properties` is not read at load). */
export const ReportQueryFields = {
  /** A brand's code. Without it the owner sees every brand (UTC days); anyone else the request's brand. */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  /** First and last day (both included) in the brand's time zone; default the last 7 days, today included. */
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
export const ReportQuerySchema = Type.Object(ReportQueryFields);
export type ReportQuery = Static<typeof ReportQuerySchema>;

/** The fields every report answer opens with: its days, zone, brand and currency. */
export const ReportHeadFields = {
  from: Day,
  to: Day,
  /** The days are calendar days of this time zone: the brand's, or UTC for every brand. */
  timeZone: Type.String(),
  /** The brand asked for, or null: every brand. */
  merchant: Type.Union([Type.String(), Type.Null()]),
  /** The currency of every amount, or null when the brands in scope hold different ones. */
  currency: Type.Union([Type.String(), Type.Null()]),
};

/** A page's fields (the /ops lists' paging). */
export const PageFields = {
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
};
