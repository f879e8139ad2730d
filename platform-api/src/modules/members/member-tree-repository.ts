import { AGENT_TYPES } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { MemberStatus } from './member-repository';

/** A member as the operators' agent tree shows it. */
export interface TreeMemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: MemberStatus;
  uplineId: number | null;
  upline: string | null;
  /** Members whose upline it is. */
  directCount: number;
}

const SELECT = `SELECT m.id, m.username, m.nickname, m.type::int AS type, m.status, m.upline_id AS "uplineId",
  u.username AS upline, (SELECT count(*) FROM members d WHERE d.upline_id = m.id)::int AS "directCount"
  FROM members m LEFT JOIN members u ON u.id = m.upline_id`;

/** members.upline_id as a tree (the console's agency page): one level at a time, a member's line, a move. */
export function createMemberTreeRepository(db: Db) {
  return {
    /**
     * A page of the members directly below `parentId`, or the merchant's top-level agents (no upline) when null:
     * agents first, then by username.
     */
    async children(merchantId: number, parentId: number | null, page: { limit: number; offset: number }) {
      const where = `m.merchant_id = $1 AND (CASE WHEN $2::int IS NULL
        THEN m.upline_id IS NULL AND m.type = ANY($3::smallint[]) ELSE m.upline_id = $2::int END)`;
      const params = [merchantId, parentId, [...AGENT_TYPES]];
      const { rows } = await db.query<TreeMemberRow>(
        `${SELECT} WHERE ${where} ORDER BY (m.type = ANY($3::smallint[])) DESC, m.username LIMIT $4 OFFSET $5`,
        [...params, page.limit, page.offset],
      );
      const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m WHERE ${where}`, params);
      return { list: rows, total: count.rows[0]?.n ?? 0 };
    },

    /** These members of the merchant, in the order of `ids` (unknown ids left out). */
    async byIds(merchantId: number, ids: readonly number[]): Promise<TreeMemberRow[]> {
      const { rows } = await db.query<TreeMemberRow>(`${SELECT} WHERE m.merchant_id = $1 AND m.id = ANY($2::int[])`, [
        merchantId,
        [...ids],
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Moves the member below `uplineId` in the caller's transaction (the agency's triggers re-link its subtree in it);
     * answers the previous upline. The row is locked first, so two moves of one member queue.
     */
    async setUpline(id: number, uplineId: number, tx: Db): Promise<number | null> {
      const { rows } = await tx.query<{ uplineId: number | null }>(
        'SELECT upline_id AS "uplineId" FROM members WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!rows[0]) throw new Error(`member ${id} not found`);
      await tx.query('UPDATE members SET upline_id = $2 WHERE id = $1', [id, uplineId]);
      return rows[0].uplineId;
    },
  };
}
