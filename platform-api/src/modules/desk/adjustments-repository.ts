import type { Db } from '../../infra/db';
import { queueMarks, queuePage, type QueueQuery } from '../../infra/review-queue';
import { toMinor } from '../wallet';

/** A balance adjustment as stored. */
export interface AdjustmentRow {
  id: number;
  merchantId: number;
  memberId: number;
  amount: number;
  currency: string;
  reason: string;
  requestHash: string;
  status: 'PENDING' | 'APPLIED' | 'REJECTED';
  requestedBy: number | null;
  requestedName: string;
  decidedName: string | null;
  createdAt: Date;
}

const COLUMNS = `id, merchant_id AS "merchantId", member_id AS "memberId", amount, currency, reason,
  request_hash AS "requestHash", status, requested_by AS "requestedBy", requested_name AS "requestedName",
  decided_name AS "decidedName", created_at AS "createdAt"`;
const toRow = (r: AdjustmentRow): AdjustmentRow => ({
  ...r,
  amount: toMinor(r.amount),
  createdAt: new Date(r.createdAt),
});
const WAITING = { table: 'desk_adjustments', where: "status = 'PENDING'", params: [] };

/** desk_adjustments: operators' balance adjustments, applied or waiting for a second approval. */
export function createAdjustmentsRepository(db: Db) {
  return {
    /** Inserts one (in `tx`) unless the merchant already has `requestId`: then null (read it with `byRequest`). */
    async insert(
      a: Omit<AdjustmentRow, 'id' | 'createdAt' | 'decidedName'> & { requestId: string },
      tx: Db,
    ): Promise<AdjustmentRow | null> {
      const { rows } = await tx.query<AdjustmentRow>(
        `INSERT INTO desk_adjustments (merchant_id, member_id, amount, currency, reason, request_id, request_hash,
           status, requested_by, requested_name, decided_by, decided_name, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'APPLIED' THEN $9::int END,
           CASE WHEN $8 = 'APPLIED' THEN $10 END, CASE WHEN $8 = 'APPLIED' THEN now() END)
         ON CONFLICT (merchant_id, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          a.merchantId,
          a.memberId,
          a.amount,
          a.currency,
          a.reason,
          a.requestId,
          a.requestHash,
          a.status,
          a.requestedBy,
          a.requestedName,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    async byRequest(merchantId: number, requestId: string): Promise<AdjustmentRow | null> {
      const { rows } = await db.query<AdjustmentRow>(
        `SELECT ${COLUMNS} FROM desk_adjustments WHERE merchant_id = $1 AND request_id = $2`,
        [merchantId, requestId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    async find(merchantId: number, id: number): Promise<AdjustmentRow | null> {
      const { rows } = await db.query<AdjustmentRow>(
        `SELECT ${COLUMNS} FROM desk_adjustments WHERE merchant_id = $1 AND id = $2`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** Decides a PENDING one (`UPDATE … WHERE status = 'PENDING'`: of two decisions one wins); null otherwise. */
    async decide(
      id: number,
      d: { status: 'APPLIED' | 'REJECTED'; operatorId: number; name: string },
      tx: Db,
    ): Promise<AdjustmentRow | null> {
      const { rows } = await tx.query<AdjustmentRow>(
        `UPDATE desk_adjustments SET status = $2, decided_by = $3, decided_name = $4, decided_at = now()
         WHERE id = $1 AND status = 'PENDING' RETURNING ${COLUMNS}`,
        [id, d.status, d.operatorId, d.name],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The pending adjustments as the inbox reads them (signed amounts). */
    pending: (q: QueueQuery) =>
      queuePage(
        db,
        {
          ...WAITING,
          amount: 'amount',
          createdAt: 'created_at',
          select: 'id, merchant_id AS "merchantId", member_id AS "memberId", amount, currency',
        },
        q,
      ),
    marks: () => queueMarks(db, WAITING),
  };
}
export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
