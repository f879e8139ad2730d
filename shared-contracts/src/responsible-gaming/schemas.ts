import { Type, type Static } from 'typebox';

/**
 * Responsible gaming (ADR 0006 `responsible-gaming`): deposit limits per UTC calendar window and
 * self-exclusion. A lower or new limit applies at once; a higher one, or removing one, after 24 hours.
 */
export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LimitPeriodSchema = Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY'), Type.Literal('MONTHLY')]);

/** Hours a raise (or a removal) of a deposit limit waits before it applies. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** A deposit limit in minor units; null: no limit. */
export const LimitAmountSchema = Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000_00 }), Type.Null()]);

/**
 * One of the member's deposit limits. `amount` applies now (null: none); `pending` is a raise or removal
 * waiting until `effectiveAt`. `used`: CREDITED and PENDING deposits of the current window (UTC day,
 * ISO week from Monday, calendar month); `remaining` what is left (null without a limit); `resetsAt`
 * the end of the window. Times are ISO-8601.
 */
export const DepositLimitSchema = Type.Object({
  period: LimitPeriodSchema,
  amount: LimitAmountSchema,
  pending: Type.Union([Type.Object({ amount: LimitAmountSchema, effectiveAt: Type.String() }), Type.Null()]),
  used: Type.Integer(),
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  resetsAt: Type.String(),
});
export type DepositLimit = Static<typeof DepositLimitSchema>;

/** A self-exclusion in force: no login, deposit or real-money bet from `startedAt` until `endsAt`. */
export const SelfExclusionSchema = Type.Object({ startedAt: Type.String(), endsAt: Type.String() });
export type SelfExclusion = Static<typeof SelfExclusionSchema>;

/** What the member's responsible-gaming section shows. */
export const ResponsibleGamingStateSchema = Type.Object({
  currency: Type.String(),
  limits: Type.Array(DepositLimitSchema),
  exclusion: Type.Union([SelfExclusionSchema, Type.Null()]),
});
export type ResponsibleGamingState = Static<typeof ResponsibleGamingStateSchema>;

/**
 * Self-exclusion periods: ISO-8601 durations from now (a year is a calendar year), or `UNTIL` the end
 * (24:00 UTC) of a chosen day.
 */
export const EXCLUSION_PERIODS = ['P1D', 'P7D', 'P30D', 'P90D', 'P180D', 'P1Y', 'UNTIL'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const ExclusionPeriodSchema = Type.Union([
  Type.Literal('P1D'),
  Type.Literal('P7D'),
  Type.Literal('P30D'),
  Type.Literal('P90D'),
  Type.Literal('P180D'),
  Type.Literal('P1Y'),
  Type.Literal('UNTIL'),
]);
/** The latest day an `UNTIL` exclusion may name, in years from today. */
export const EXCLUSION_MAX_YEARS = 5;
