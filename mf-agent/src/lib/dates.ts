import { presetRange, type DayRange } from 'shared-ui';

/**
 * Today's calendar day in UTC as a local Date: the API counts days in UTC (no merchant time zone yet), so the
 * date presets count from the UTC day, not the browser's.
 */
export function utcToday(now: Date = new Date()): Date {
  return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** Today (UTC) as a range: the team overview's first range. */
export const todayRange = (now: Date = new Date()): DayRange => presetRange('today', utcToday(now));

/** The last 7 UTC days, today included: the records pages' first range. */
export const recentRange = (now: Date = new Date()): DayRange => presetRange('last7', utcToday(now));

/** The last 30 UTC days: the contract records' first range (a dividend period can be a month). */
export const monthRange = (now: Date = new Date()): DayRange => presetRange('last30', utcToday(now));
