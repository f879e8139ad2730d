import { reportsOpsApi } from 'shared-contracts';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import { dayIn, knownZone, midnightIn } from '../../infra/zone-days';

export { dayIn, knownZone, midnightIn };

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
