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

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as `YYYY-MM-DD HH:mm:ss` in the browser's time zone (tables: short, sortable, any language). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
