import type { Db } from '../../infra/db';
import { POINTS_CURRENCY } from '../wallet';
import { queueMarks, queuePage, type QueueQuery } from '../../infra/review-queue';

const WAITING = { table: 'points_redemptions', where: "status = 'IN_PROCESS'", params: [] };

/** points_redemptions as the money desk's inbox reads them: the redemptions waiting for an operator. */
export function createRedemptionDeskRepository(db: Db) {
  return {
    /** A page of the waiting redemptions (amount: the points, currency PTS) and how many match. */
    pending: (q: QueueQuery) =>
      queuePage(
        db,
        {
          ...WAITING,
          amount: 'points',
          createdAt: 'created_at',
          select: `id, merchant_id AS "merchantId", member_id AS "memberId", points AS amount,
            '${POINTS_CURRENCY}' AS currency`,
        },
        q,
      ),
    /** Per merchant: how many redemptions wait and the newest id. */
    marks: () => queueMarks(db, WAITING),
  };
}
