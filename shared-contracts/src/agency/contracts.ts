import { Type, type Static } from 'typebox';

/**
 * Agency contracts (SPEC §1, §3, §4; ADR 0008): an upline (or the house, for a top agent) pays a direct
 * downline a rate of its team's bet amount (salaries) or team loss (dividend) for every period the
 * contract is active. Rates are basis points (1 = 0.01 %); money is minor units.
 */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const ContractTypeSchema = Type.Enum([...CONTRACT_TYPES]);

/** Settlement periods (SPEC §4): the dividend picks one of the last four; each salary has its own. */
export const CONTRACT_PERIODS = ['REALTIME', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const ContractPeriodSchema = Type.Enum([...CONTRACT_PERIODS]);
export const DIVIDEND_PERIODS: readonly ContractPeriod[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

/** The period a salary contract settles (SPEC §9: real-time salary every 5 minutes). */
export const SALARY_PERIOD: Record<Exclude<ContractType, 'DIVIDEND'>, ContractPeriod> = {
  DAILY_SALARY: 'DAILY',
  HOURLY_SALARY: 'HOURLY',
  REALTIME_SALARY: 'REALTIME',
};

export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const ContractStatusSchema = Type.Enum([...CONTRACT_STATUSES]);

/** The highest rate a contract may carry: 100 % (10,000 basis points). */
export const MAX_RATE_BP = 10_000;
export const MAX_TIERS = 10;

/**
 * One tier: when the team's base (bet amount, or loss for the dividend) reaches `minAmount` and at least
 * `minActive` members bet in the period, the contract pays `rate` basis points of the base.
 */
export const TierSchema = Type.Object({
  minAmount: Type.Integer({ minimum: 0, maximum: 1e15 }),
  minActive: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  rate: Type.Integer({ minimum: 1, maximum: MAX_RATE_BP }),
});
export type Tier = Static<typeof TierSchema>;
export const TiersSchema = Type.Array(TierSchema, { minItems: 1, maxItems: MAX_TIERS });

export const ContractSchema = Type.Object({
  id: Type.Integer(),
  type: ContractTypeSchema,
  period: ContractPeriodSchema,
  status: ContractStatusSchema,
  /** The contractee (paid). */
  account: Type.String(),
  /** The payer: the upline's account, or null for the house. */
  upline: Type.Union([Type.String(), Type.Null()]),
  tiers: TiersSchema,
  /** The highest tier's rate (what a downline contract of the same type may not exceed). */
  maxRate: Type.Integer(),
  /** Accepting also terminates the contractee's own contracts to its downlines above `maxRate`. */
  terminatesConflicts: Type.Boolean(),
  offeredAt: Type.String(),
  acceptedAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Contract = Static<typeof ContractSchema>;

export const SETTLEMENT_STATUSES = ['PAID', 'UNPAID', 'NOTHING'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** One (contract, period) settled: the base it was computed from, the tier's rate and the amount moved. */
export const SettlementSchema = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  type: ContractTypeSchema,
  periodStart: Type.String(),
  periodEnd: Type.String(),
  account: Type.String(),
  upline: Type.Union([Type.String(), Type.Null()]),
  /** Team bet amount (salaries) or team loss (dividend, 0 when the team won). */
  base: Type.Integer(),
  activeMembers: Type.Integer(),
  rate: Type.Integer(),
  amount: Type.Integer(),
  /** PAID; UNPAID: the upline's balance was short, retried on every run; NOTHING: no tier reached. */
  status: Type.Enum([...SETTLEMENT_STATUSES]),
  settledAt: Type.String(),
});
export type Settlement = Static<typeof SettlementSchema>;
