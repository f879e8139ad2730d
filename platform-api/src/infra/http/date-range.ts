import { RECORDS_MAX_DAYS } from 'shared-contracts';
import { commonError, invalidField } from '../errors/common-errors';

const DAY_MS = 86_400_000;

/** A record query's days (both included) and the half-open time range [from, to) they cover, in UTC. */
export interface DayRange {
  startDate: string;
  endDate: string;
  from: Date;
  to: Date;
}

const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

function parseDay(field: string, value: string): Date {
  const d = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || dayOf(d) !== value) throw invalidField(field, `${field} is not a calendar day`);
  return d;
}

/**
 * The days of a record query (SPEC §2 member centre records): UTC calendar days — the platform keeps no
 * merchant time zone yet. Neither given: today; only `startDate`: up to today; only `endDate`: that day.
 * `endDate` before `startDate` or a span over RECORDS_MAX_DAYS days is VALIDATION on `endDate`.
 */
export function dayRange(input: { startDate?: string; endDate?: string }, now: Date = new Date()): DayRange {
  const given = {
    start: input.startDate === undefined ? null : parseDay('startDate', input.startDate),
    end: input.endDate === undefined ? null : parseDay('endDate', input.endDate),
  };
  const today = parseDay('today', dayOf(now));
  const from = given.start ?? given.end ?? today;
  const last = given.end ?? (given.start ? today : from);
  if (last < from) throw invalidField('endDate', 'endDate is before startDate');
  const days = (last.getTime() - from.getTime()) / DAY_MS + 1;
  if (days > RECORDS_MAX_DAYS)
    throw commonError('VALIDATION', {
      field: 'endDate',
      max: RECORDS_MAX_DAYS,
      detail: `a range spans at most ${RECORDS_MAX_DAYS} days`,
    });
  return { startDate: dayOf(from), endDate: dayOf(last), from, to: new Date(last.getTime() + DAY_MS) };
}
