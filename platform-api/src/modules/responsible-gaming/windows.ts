import type { LimitPeriod } from 'shared-contracts';

const DAY_MS = 86_400_000;

/**
 * The calendar window of a deposit limit that holds `at`, in UTC: the day, the ISO week (Monday to
 * Sunday) or the month. `start` is in the window, `end` is not.
 */
export function windowOf(period: LimitPeriod, at: Date): { start: Date; end: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const day = Date.UTC(y, m, at.getUTCDate());
  if (period === 'DAILY') return { start: new Date(day), end: new Date(day + DAY_MS) };
  if (period === 'WEEKLY') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}
