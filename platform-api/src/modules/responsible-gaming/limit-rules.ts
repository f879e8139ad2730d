import { LIMIT_RAISE_DELAY_HOURS, type LimitPeriod } from 'shared-contracts';

/** A deposit limit as stored: `amount` now (null: none), and a change waiting until `pendingAt`. */
export interface LimitRow {
  period: LimitPeriod;
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

/** The limit as it is at `now`: a waiting change that is due has replaced the amount. */
export function effective(row: LimitRow, now: Date): LimitRow {
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime())
    return { period: row.period, amount: row.pendingAmount, pendingAmount: null, pendingAt: null };
  return row;
}

/** Whether `next` is stricter than `current` (null: no limit): a lower limit, or one where there was none. */
const stricter = (current: number | null, next: number | null): boolean =>
  next !== null && (current === null || next < current);

/**
 * The row after the member asks for `requested` (null: no limit) at `now`, from the effective `current`:
 * the same amount cancels a waiting change; a stricter one applies at once; a looser one (or none)
 * waits LIMIT_RAISE_DELAY_HOURS — unless that very change is already waiting (its time is kept).
 */
export function requestLimit(current: LimitRow, requested: number | null, now: Date): LimitRow {
  const { period } = current;
  if (requested === current.amount) return { period, amount: requested, pendingAmount: null, pendingAt: null };
  if (stricter(current.amount, requested)) return { period, amount: requested, pendingAmount: null, pendingAt: null };
  if (current.pendingAt && current.pendingAmount === requested) return current;
  const pendingAt = new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * 3_600_000);
  return { period, amount: current.amount, pendingAmount: requested, pendingAt };
}

/** Whether two rows say the same. */
export const sameRow = (a: LimitRow, b: LimitRow): boolean =>
  a.amount === b.amount && a.pendingAmount === b.pendingAmount && a.pendingAt?.getTime() === b.pendingAt?.getTime();
