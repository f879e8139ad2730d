import type { ServiceHours } from './schemas';

type Translate = (key: string, params?: Record<string, string>) => string;

/** Consecutive ISO weekdays as [first, last] runs: [1,2,3,5] → [[1,3],[5,5]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const d of sorted) {
    const last = runs[runs.length - 1];
    if (last && d === last[1] + 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/** "GMT+7" for a time zone (the browser's short offset name), or the zone itself when Intl lacks it. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Opening hours as text through the caller's i18n keys (`<prefix>day_1` … `<prefix>day_7`, `<prefix>day_range`,
 * `<prefix>day_sep`, `<prefix>hours`), e.g. "Monday–Friday, 12:00–21:00 (GMT+7)"; '' when no day is published.
 */
export function serviceHoursText(hours: ServiceHours, t: Translate, prefix = 'cs_'): string {
  if (!hours.days.length) return '';
  const day = (d: number) => t(`${prefix}day_${d}`);
  const days = dayRuns(hours.days)
    .map(([a, b]) => (a === b ? day(a) : t(`${prefix}day_range`, { from: day(a), to: day(b) })))
    .join(t(`${prefix}day_sep`));
  return t(`${prefix}hours`, { days, from: hours.from, to: hours.to, zone: zoneLabel(hours.timeZone) });
}
