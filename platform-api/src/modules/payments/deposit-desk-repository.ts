import type { Db } from '../../infra/db';
import { queueMarks, queuePage, type QueueQuery } from '../../infra/review-queue';

const WAITING = { table: 'deposits', where: "status = 'PENDING' AND kind = 'BANK_TRANSFER'", params: [] };

/** deposits as the money desk's inbox reads them: the bank transfers waiting for an operator. */
export function createDepositDeskRepository(db: Db) {
  return {
    /** A page of the waiting bank transfers and how many match (the desk's filters and order). */
    pending: (q: QueueQuery) =>
      queuePage(
        db,
        {
          ...WAITING,
          amount: 'amount',
          createdAt: 'created_at',
          select: 'id, merchant_id AS "merchantId", member_id AS "memberId", amount, currency, fee',
        },
        q,
      ),
    /** Per merchant: how many bank transfers wait and the newest id (the desk's live events). */
    marks: () => queueMarks(db, WAITING),
  };
}
