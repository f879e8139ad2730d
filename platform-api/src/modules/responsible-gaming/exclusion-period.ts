import { EXCLUSION_MAX_YEARS, type ExclusionPeriod } from 'shared-contracts';
import { emptyField, invalidField } from '../../infra/errors/common-errors';

const DAYS: Partial<Record<ExclusionPeriod, number>> = { P1D: 1, P7D: 7, P30D: 30, P90D: 90, P180D: 180 };
const DAY_MS = 86_400_000;

/**
 * When an exclusion asked for at `now` ends: `now` plus the period (P1Y: the same time a calendar year
 * later), or for UNTIL the end of the day `until` (24:00 UTC), which must be after today and at most
 * EXCLUSION_MAX_YEARS ahead (VALIDATION on `until`, `err_exclusion_until`).
 */
export function exclusionEnd(period: ExclusionPeriod, until: string | undefined, now: Date): Date {
  const days = DAYS[period];
  if (days !== undefined) return new Date(now.getTime() + days * DAY_MS);
  if (period === 'P1Y') {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return end;
  }
  if (!until) throw emptyField('until');
  const day = new Date(`${until}T00:00:00.000Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const latest = Date.UTC(now.getUTCFullYear() + EXCLUSION_MAX_YEARS, now.getUTCMonth(), now.getUTCDate());
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== until || day.getTime() <= today)
    throw invalidField('until', 'until must be a real day after today (UTC)', 'err_exclusion_until');
  if (day.getTime() > latest)
    throw invalidField('until', `until must be at most ${EXCLUSION_MAX_YEARS} years ahead`, 'err_exclusion_until');
  return new Date(day.getTime() + DAY_MS);
}
