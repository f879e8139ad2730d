import type { Db } from '../../infra/db';
import { queueMarks, queuePage, type QueueQuery } from '../../infra/review-queue';

const WAITING = { table: 'promotion_applications', where: "status = 'APPLYING'", params: [] };

/** promotion_applications as the money desk's inbox reads them: the applications waiting for an operator. */
export function createApplicationDeskRepository(db: Db) {
  return {
    /** A page of the waiting applications (no amount) and how many match. */
    pending: (q: QueueQuery) =>
      queuePage(
        db,
        {
          ...WAITING,
          amount: null,
          createdAt: 'created_at',
          select: 'id, merchant_id AS "merchantId", member_id AS "memberId", NULL::bigint AS amount, NULL AS currency',
        },
        q,
      ),
    /** Per merchant: how many applications wait and the newest id. */
    marks: () => queueMarks(db, WAITING),
  };
}
