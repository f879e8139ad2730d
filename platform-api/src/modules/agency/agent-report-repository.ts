import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** One agent's figures the agency module owns: its team's size now, and what its contracts paid it in the range. */
export interface AgentFigures {
  teamSize: number;
  commissions: number;
}

/** The reports' agents (issue 29): agency_team sizes and agency_settlements paid to each agent in [from, to). */
export function createAgentReportRepository(db: Db) {
  return {
    async figures(merchantId: number, ids: readonly number[], from: Date, to: Date, tx: Db = db) {
      const out = new Map<number, AgentFigures>(ids.map((id) => [id, { teamSize: 0, commissions: 0 }]));
      if (ids.length === 0) return out;
      const sizes = await tx.query<{ id: number; n: number }>(
        `SELECT ancestor_id AS id, count(*)::int - 1 AS n FROM agency_team WHERE ancestor_id = ANY($1::int[])
         GROUP BY ancestor_id`,
        [[...ids]],
      );
      for (const r of sizes.rows) out.get(Number(r.id))!.teamSize = r.n;
      const paid = await tx.query<{ id: number; amount: unknown }>(
        `SELECT member_id AS id, sum(amount)::bigint AS amount FROM agency_settlements
         WHERE merchant_id = $1 AND member_id = ANY($2::int[]) AND status = 'PAID' AND settled_at >= $3 AND settled_at < $4
         GROUP BY member_id`,
        [merchantId, [...ids], from, to],
      );
      for (const r of paid.rows) out.get(Number(r.id))!.commissions = toMinor(r.amount);
      return out;
    },
  };
}
