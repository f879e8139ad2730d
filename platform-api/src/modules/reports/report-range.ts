import { reportsOpsApi } from 'shared-contracts';
import { commonError, invalidField } from '../../infra/errors/common-errors';

const DAY_MS = 86_400_000;
const { REPORT_MAX_DAYS } = reportsOpsApi;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A report's days (both included) in a time zone and the half-open range [start, end) of instants they cover. */
export interface ReportDays {
  from: string;
  to: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** Every day of the range, oldest first. */
  dates: string[];
}

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

const parseDay = (field: string, value: string): number => {
  const t = Date.parse(`${value}T00:00:00.000Z`);
  if (!DAY.test(value) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw invalidField(field, `${field} is not a calendar day (YYYY-MM-DD)`);
  return t;
};
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The days of a report in `timeZone`: `from` to `to`, both included (default: the 7 days ending today there; only
 * `from`: up to today; only `to`: the 7 days ending then). A day that is not a calendar day is VALIDATION on its
 * field; `to` before `from` or more than REPORT_MAX_DAYS days is VALIDATION on `to`.
 */
export function reportDays(input: { from?: string; to?: string }, timeZone: string, now: Date): ReportDays {
  const today = Date.parse(`${dayIn(now, timeZone)}T00:00:00.000Z`);
  const last = input.to === undefined ? today : parseDay('to', input.to);
  const first = input.from === undefined ? last - 6 * DAY_MS : parseDay('from', input.from);
  if (last < first) throw invalidField('to', 'to is before from');
  const days = (last - first) / DAY_MS + 1;
  if (days > REPORT_MAX_DAYS)
    throw commonError('VALIDATION', {
      field: 'to',
      max: REPORT_MAX_DAYS,
      detail: `a report spans at most ${REPORT_MAX_DAYS} days`,
    });
  const dates = Array.from({ length: days }, (_, i) => iso(first + i * DAY_MS));
  return {
    from: iso(first),
    to: iso(last),
    timeZone,
    start: midnightIn(iso(first), timeZone),
    end: midnightIn(iso(last + DAY_MS), timeZone),
    dates,
  };
}
