import type { RedemptionStatus } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';

export interface RedemptionRow {
  id: number;
  merchantId: number;
  memberId: number;
  itemId: number;
  quantity: number;
  points: number;
  status: RedemptionStatus;
  requestId: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
}

const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", item_id AS "itemId", quantity, points, status,
  request_id AS "requestId", created_at AS "createdAt", decided_at AS "decidedAt", decided_by AS "decidedBy", reason`;

type Raw = Omit<RedemptionRow, 'points' | 'createdAt' | 'decidedAt'> & {
  points: unknown;
  createdAt: Date | string;
  decidedAt: Date | string | null;
};
const toRow = (r: Raw): RedemptionRow => ({
  ...r,
  points: Number(r.points),
  createdAt: new Date(r.createdAt),
  decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt),
});

export interface RedemptionQuery {
  status?: RedemptionStatus;
  limit: number;
  offset: number;
}

/** points_redemptions: a member's redemptions and the operator's decisions. */
export function createRedemptionRepository(db: Db) {
  const page = async (where: string, params: unknown[], q: RedemptionQuery) => {
    const n = params.length;
    const filter = `${where} AND ($${n + 1}::text IS NULL OR status = $${n + 1}::text)`;
    const all = [...params, q.status ?? null];
    const { rows } = await db.query<Raw>(
      `SELECT ${COLUMNS} FROM points_redemptions WHERE ${filter}
       ORDER BY created_at DESC, id DESC LIMIT $${n + 2} OFFSET $${n + 3}`,
      [...all, q.limit, q.offset],
    );
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM points_redemptions WHERE ${filter}`,
      all,
    );
    return { rows: rows.map(toRow), total: count.rows[0]?.n ?? 0 };
  };

  return {
    /**
     * Inserts an IN_PROCESS redemption in `tx` unless the member already has one under `requestId` (a racing
     * insert waits for the first transaction, then finds its row): null then.
     */
    async insert(
      tx: Db,
      r: { merchantId: number; memberId: number; itemId: number; quantity: number; points: number; requestId: string },
    ): Promise<RedemptionRow | null> {
      const { rows } = await tx.query<Raw>(
        `INSERT INTO points_redemptions (merchant_id, member_id, item_id, quantity, points, request_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [r.merchantId, r.memberId, r.itemId, r.quantity, r.points, r.requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async byRequest(memberId: number, requestId: string, tx: Db = db): Promise<RedemptionRow | null> {
      const { rows } = await tx.query<Raw>(
        `SELECT ${COLUMNS} FROM points_redemptions WHERE member_id = $1 AND request_id = $2`,
        [memberId, requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** A redemption of the merchant, or null. */
    async find(merchantId: number, id: number, tx: Db = db): Promise<RedemptionRow | null> {
      const { rows } = await tx.query<Raw>(
        `SELECT ${COLUMNS} FROM points_redemptions WHERE merchant_id = $1 AND id = $2`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Locks a redemption of the merchant in `tx` (the operator's decision); null when there is none. */
    async lock(tx: Db, merchantId: number, id: number): Promise<RedemptionRow | null> {
      const { rows } = await tx.query<Raw>(
        `SELECT ${COLUMNS} FROM points_redemptions WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Closes an IN_PROCESS redemption (in the transaction holding its lock). */
    async decide(
      tx: Db,
      id: number,
      d: { status: 'APPROVED' | 'REJECTED'; by: string; reason: string | null },
    ): Promise<RedemptionRow> {
      const { rows } = await tx.query<Raw>(
        `UPDATE points_redemptions SET status = $2, decided_at = now(), decided_by = $3, reason = $4
         WHERE id = $1 AND status = 'IN_PROCESS' RETURNING ${COLUMNS}`,
        [id, d.status, d.by, d.reason],
      );
      if (!rows[0]) throw new Error(`redemption ${id} is not in process`);
      return toRow(rows[0]);
    },

    /** A page of the member's redemptions, newest first. */
    forMember: (memberId: number, q: RedemptionQuery) => page('member_id = $1', [memberId], q),

    /** A page of the merchant's redemptions, newest first (the operator's queue). */
    forMerchant: (merchantId: number, q: RedemptionQuery) => page('merchant_id = $1', [merchantId], q),
  };
}
export type RedemptionRepository = ReturnType<typeof createRedemptionRepository>;
