import type { ContractPeriod, Tier } from './contracts';

/**
 * The settlement formula (ADR 0008), shared by the server and the tests' reference:
 * payout = floor(base × rate / 10,000) with the rate of the best tier whose `minAmount` ≤ base and
 * `minActive` ≤ active members; 0 when none qualifies.
 */
export function tierFor(tiers: readonly Tier[], base: number, active: number): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers) if (t.minAmount <= base && t.minActive <= active && (!best || t.rate > best.rate)) best = t;
  return best;
}

/** The payout of `base` at `rate` basis points, rounded down to the minor unit (exact for any safe integer). */
export const payoutOf = (base: number, rate: number): number =>
  base <= 0 ? 0 : Number((BigInt(base) * BigInt(rate)) / 10_000n);

/** The highest rate of a contract's tiers. */
export const maxRateOf = (tiers: readonly Tier[]): number => Math.max(...tiers.map((t) => t.rate));

/** Seconds of the fixed-length periods (a deployment may shorten them for demos: AGENCY_PERIOD_SECONDS). */
export const FIXED_PERIOD_SECONDS: Partial<Record<ContractPeriod, number>> = {
  REALTIME: 300,
  HOURLY: 3_600,
  DAILY: 86_400,
};

export interface PeriodSpan {
  start: Date;
  end: Date;
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * The period of kind `period` that contains `at` (UTC; the platform has no merchant time zone yet):
 * fixed-length periods are aligned to the epoch (`seconds` overrides their length); weeks start on
 * Monday; semimonthly periods are the 1st–15th and the 16th–end of the month.
 */
export function periodContaining(period: ContractPeriod, at: Date, seconds?: number): PeriodSpan {
  const len = seconds ?? FIXED_PERIOD_SECONDS[period];
  if (len) {
    const ms = len * 1000;
    const start = Math.floor(at.getTime() / ms) * ms;
    return { start: new Date(start), end: new Date(start + ms) };
  }
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === 'WEEKLY') {
    const start = utc(y, m, d - ((at.getUTCDay() + 6) % 7));
    return { start, end: new Date(start.getTime() + 7 * 86_400_000) };
  }
  if (period === 'SEMIMONTHLY')
    return d <= 15 ? { start: utc(y, m, 1), end: utc(y, m, 16) } : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
  return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
}
