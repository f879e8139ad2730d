import { presetRange, type DayRange } from 'shared-ui';

/**
 * Today's calendar day in UTC as a local Date: the records API counts days in UTC (ADR 0006 `records`, no
 * merchant time zone yet), so the date presets must count from the UTC day, not the browser's.
 */
export function utcToday(now: Date = new Date()): Date {
  return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The records pages' first range: the last 7 UTC days, today included. */
export const defaultRecordRange = (now: Date = new Date()): DayRange => presetRange('last7', utcToday(now));
