import type { Db } from '../../infra/db';
import type { LimitRow } from './limit-rules';

export type RgEventKind = 'LIMIT_SET' | 'LIMIT_LOOSENED' | 'EXCLUSION';

/** One change to record: a limit set or loosened, or an exclusion started. */
export interface RgEvent {
  kind: RgEventKind;
  period: string;
  amount: number | null;
}

/** The event a limit's change from `current` to `next` is: set (new or lower, at once), loosened (waits), or none. */
export function limitEvent(current: LimitRow, next: LimitRow): RgEvent | null {
  if (next.amount !== null && next.amount !== current.amount)
    return { kind: 'LIMIT_SET', period: next.period, amount: next.amount };
  const waitsAnew = next.pendingAt !== null && next.pendingAt.getTime() !== current.pendingAt?.getTime();
  if (waitsAnew) return { kind: 'LIMIT_LOOSENED', period: next.period, amount: next.pendingAmount };
  return null;
}

/** The report's range: these merchants, [from, to), days cut in `timeZone`. */
export interface RgRange {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
  timeZone: string;
}

/** Events of one merchant, day, kind and period: how many, and by how many distinct members. */
export interface RgCell {
  merchantId: number;
  day: string;
  kind: RgEventKind;
  period: string;
  count: number;
}

/** rg_events (migration 075): the module's history of limit changes and exclusions, per brand. */
export function createRgEventRepository(db: Db) {
  return {
    async insert(merchantId: number, memberId: number, e: RgEvent, at: Date, byOperator: boolean, tx: Db) {
      await tx.query(
        `INSERT INTO rg_events (merchant_id, member_id, kind, period, amount, by_operator, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [merchantId, memberId, e.kind, e.period, e.amount, byOperator, at],
      );
    },
    /** The range's events per merchant, day (in the zone), kind and period. */
    async cells(q: RgRange, tx: Db = db): Promise<RgCell[]> {
      if (q.merchantIds.length === 0) return [];
      const { rows } = await tx.query<RgCell>(
        `SELECT merchant_id AS "merchantId", to_char(at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, kind, period,
           count(*)::int AS count
         FROM rg_events WHERE merchant_id = ANY($1::int[]) AND at >= $2 AND at < $3
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        [q.merchantIds, q.from, q.to, q.timeZone],
      );
      return rows;
    },
    /** Distinct members with an event in the range, per merchant. */
    async members(q: RgRange, tx: Db = db): Promise<Map<number, number>> {
      if (q.merchantIds.length === 0) return new Map();
      const { rows } = await tx.query<{ merchantId: number; n: number }>(
        `SELECT merchant_id AS "merchantId", count(DISTINCT member_id)::int AS n
         FROM rg_events WHERE merchant_id = ANY($1::int[]) AND at >= $2 AND at < $3 GROUP BY 1`,
        [q.merchantIds, q.from, q.to],
      );
      return new Map(rows.map((r) => [r.merchantId, r.n]));
    },
  };
}
export type RgEventRepository = ReturnType<typeof createRgEventRepository>;
