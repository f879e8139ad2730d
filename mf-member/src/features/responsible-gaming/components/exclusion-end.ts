import type { ExclusionPeriod } from 'shared-contracts';

const DAY_MS = 86_400_000;
const DAYS: Partial<Record<ExclusionPeriod, number>> = { P1D: 1, P7D: 7, P30D: 30, P90D: 90, P180D: 180 };

/** The first day an `UNTIL` exclusion may name (tomorrow, UTC, as the API counts days): YYYY-MM-DD. */
export const firstUntilDay = (now: Date = new Date()): string =>
  new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);

/**
 * When an exclusion asked for now would end, as the API computes it: now plus the period (a calendar year
 * for P1Y), or the end (24:00 UTC) of the chosen day. Null for UNTIL without a valid day.
 */
export function exclusionEnd(period: ExclusionPeriod, until: string, now: Date = new Date()): Date | null {
  const days = DAYS[period];
  if (days !== undefined) return new Date(now.getTime() + days * DAY_MS);
  if (period === 'P1Y') {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return end;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || until < firstUntilDay(now)) return null;
  const day = Date.parse(`${until}T00:00:00Z`);
  return Number.isNaN(day) ? null : new Date(day + DAY_MS);
}
