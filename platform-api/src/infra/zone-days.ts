const DAY_MS = 86_400_000;

// Calendar days of a time zone (IANA name, e.g. Asia/Ho_Chi_Minh) as instants: the reports' and the dashboard's
// day cut (a brand's day runs from its midnight to the next, daylight saving included).

/** Whether the runtime knows `timeZone` (an IANA name such as Asia/Ho_Chi_Minh). */
export function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of the instant `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `t` (ms). */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - (t - (t % 1000));
}

/** The instant `day` begins in `timeZone` (its midnight; the first instant of the day where a change skips it). */
export function midnightIn(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  const guess = wall - offsetAt(wall, timeZone);
  const t = wall - offsetAt(guess, timeZone);
  if (dayIn(new Date(t), timeZone) === day) return new Date(t);
  // Clocks skip that midnight (daylight saving starts at 00:00): the day begins when they land, the gap later.
  return new Date(t + offsetAt(t + 6 * 3_600_000, timeZone) - offsetAt(t, timeZone));
}

/** The last `days` calendar days of `timeZone` ending today there: [from, to) and each day, oldest first. */
export function lastDaysIn(now: Date, days: number, timeZone: string): { from: Date; to: Date; dates: string[] } {
  const today = Date.parse(`${dayIn(now, timeZone)}T00:00:00.000Z`);
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const dates = Array.from({ length: days }, (_, i) => iso(today - (days - 1 - i) * DAY_MS));
  return { from: midnightIn(dates[0]!, timeZone), to: midnightIn(iso(today + DAY_MS), timeZone), dates };
}
