/** A day range as the API takes it: inclusive `YYYY-MM-DD` days. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'];

/** `YYYY-MM-DD` of a date in local time. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The range a preset names, relative to `today`. */
export function presetRange(preset: RangePreset, today: Date = new Date()): DayRange {
  switch (preset) {
    case 'today':
      return { from: isoDay(today), to: isoDay(today) };
    case 'yesterday':
      return { from: isoDay(addDays(today, -1)), to: isoDay(addDays(today, -1)) };
    case 'last7':
      return { from: isoDay(addDays(today, -6)), to: isoDay(today) };
    case 'last30':
      return { from: isoDay(addDays(today, -29)), to: isoDay(today) };
    case 'thisMonth':
      return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
  }
}

/**
 * Today's calendar day in UTC as a local Date: the records APIs count days in UTC (ADR 0006 `records`, no merchant
 * time zone yet), so their date presets count from the UTC day, not the browser's.
 */
export function utcToday(now: Date = new Date()): Date {
  return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The range a preset names, counted from today in UTC (the records pages: last 7 days first; today, last 30). */
export const utcRange = (preset: RangePreset, now: Date = new Date()): DayRange => presetRange(preset, utcToday(now));

/** Days in an inclusive range (1 for a single day); NaN for unreadable days. */
export function rangeDays({ from, to }: DayRange): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000) + 1;
}

export type RangeProblem = 'invalid' | 'reversed' | 'too_long' | null;

/** Why a range cannot be used: unreadable, `from` after `to`, or longer than `maxDays`. */
export function rangeProblem(range: DayRange, maxDays?: number): RangeProblem {
  const days = rangeDays(range);
  if (!Number.isFinite(days)) return 'invalid';
  if (days < 1) return 'reversed';
  if (maxDays !== undefined && days > maxDays) return 'too_long';
  return null;
}
