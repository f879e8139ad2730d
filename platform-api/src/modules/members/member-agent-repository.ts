import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';

/** An agent of a merchant as the agent report lists it. */
export interface AgentRow {
  id: number;
  username: string;
  /** No upline: the house's own agent. */
  top: boolean;
}

/** The agent types (ADR 0008): 1, 2, 41, 42. */
const AGENT = 'type IN (1, 2, 41, 42)';

/** Reads for the back office's reports: a member's merchant, and a merchant's agents a page at a time. */
export function createMemberAgentRepository(db: Db) {
  return {
    /** The merchant of the member (any status), or null for an unknown id. */
    async merchantOf(id: number, tx: Db = db): Promise<number | null> {
      const { rows } = await tx.query<{ m: number }>('SELECT merchant_id AS m FROM members WHERE id = $1', [id]);
      return rows[0]?.m ?? null;
    },
    /** One page of the merchant's agents (only those without an upline when `topOnly`), newest first, and the count. */
    async agentsPage(merchantId: number, topOnly: boolean, page: PageWindow, tx: Db = db) {
      const where = `merchant_id = $1 AND ${AGENT} AND ($2::boolean IS FALSE OR upline_id IS NULL)`;
      const { rows } = await tx.query<AgentRow>(
        `SELECT id, username, upline_id IS NULL AS top FROM members WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [merchantId, topOnly, page.limit, page.offset],
      );
      const count = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE ${where}`, [
        merchantId,
        topOnly,
      ]);
      return { rows, total: count.rows[0]?.n ?? 0 };
    },
  };
}
