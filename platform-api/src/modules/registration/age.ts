export { effectiveMinAge, PHILIPPINES_MIN_AGE } from '../merchants';

/** A calendar date (no time zone). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE_FORMATS: Record<
  string,
  { re: RegExp; order: ['year' | 'month' | 'day', 'year' | 'month' | 'day', 'year' | 'month' | 'day'] }
> = {
  DATE_YYYY_MM_DD: { re: /^(\d{4})-(\d{2})-(\d{2})$/, order: ['year', 'month', 'day'] },
  DATE_MM_DD_YYYY: { re: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['month', 'day', 'year'] },
  DATE_DD_MM_YYYY: { re: /^(\d{2})-(\d{2})-(\d{4})$/, order: ['day', 'month', 'year'] },
};

/** The date formats a birthday rule may name; any other pattern reads yyyy-MM-dd. */
export const BIRTHDAY_PATTERNS = Object.keys(DATE_FORMATS);

/** Parses a birthday written in the rule's date pattern (yyyy-MM-dd otherwise); null unless it is a real calendar date. */
export function parseBirthday(value: string, pattern: string): CalendarDate | null {
  const format = DATE_FORMATS[pattern] ?? DATE_FORMATS.DATE_YYYY_MM_DD!;
  const m = format.re.exec(value.trim());
  if (!m) return null;
  const parts = { year: 0, month: 0, day: 0 };
  format.order.forEach((k, i) => (parts[k] = Number(m[i + 1])));
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const real =
    parts.year >= 1000 &&
    d.getUTCFullYear() === parts.year &&
    d.getUTCMonth() === parts.month - 1 &&
    d.getUTCDate() === parts.day;
  return real ? parts : null;
}

/** Completed years between a birth date and `today` (someone born on 29 Feb turns a year older on 1 Mar in other years). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Today's date in UTC. */
export function todayUtc(now: Date = new Date()): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** yyyy-MM-dd, as the `date` column takes it. */
export const isoDate = (d: CalendarDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
