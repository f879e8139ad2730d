import type { Db } from '../../infra/db';

/** Merchants, the range [from, to) of request times, and the time zone days are cut in. */
export interface FlowQuery {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
  timeZone: string;
}

/** Requests of one merchant, day, method and status: how many and their amount (minor units). */
export interface FlowCell {
  merchantId: number;
  day: string;
  method: string;
  status: string;
  count: number;
  amount: number;
}

/**
 * The reports' deposits (issue 29): deposits requested in the range by request time, per merchant, day of the
 * zone, method and status as it is now; and the deposits credited to each agent's team (the agency module's
 * `team_links` view, its read interface).
 */
export function createDepositReportRepository(db: Db) {
  return {
    async flows(q: FlowQuery, tx: Db = db): Promise<FlowCell[]> {
      if (q.merchantIds.length === 0) return [];
      const { rows } = await tx.query<Omit<FlowCell, 'amount'> & { amount: string }>(
        `SELECT merchant_id AS "merchantId", to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
           method_code AS method, status, count(*)::int AS count, sum(amount)::text AS amount
         FROM deposits WHERE merchant_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        [q.merchantIds, q.from, q.to, q.timeZone],
      );
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },
    /** The deposits credited in [from, to) to the members of each team rooted at `roots` (the root included). */
    async teamCredited(merchantId: number, roots: readonly number[], from: Date, to: Date, tx: Db = db) {
      if (roots.length === 0) return new Map<number, number>();
      const { rows } = await tx.query<{ root: number; amount: string }>(
        `SELECT l.ancestor_id AS root, sum(d.amount)::text AS amount
         FROM deposits d JOIN team_links l ON l.member_id = d.member_id
         WHERE d.merchant_id = $1 AND d.status = 'CREDITED' AND d.completed_at >= $2 AND d.completed_at < $3
           AND l.ancestor_id = ANY($4::int[])
         GROUP BY l.ancestor_id`,
        [merchantId, from, to, [...roots]],
      );
      return new Map(rows.map((r) => [Number(r.root), Number(r.amount)]));
    },
  };
}
