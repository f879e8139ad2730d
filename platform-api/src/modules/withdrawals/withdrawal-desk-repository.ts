import type { Db } from '../../infra/db';
import { queueMarks, queuePage, type QueueQuery } from '../../infra/review-queue';

/** PENDING: waiting for a decision (held and escalated ones too); DISPUTED: the player said it did not arrive. */
const waiting = (status: 'PENDING' | 'DISPUTED') => ({ table: 'withdrawals', where: 'status = $1', params: [status] });

/** withdrawals as the money desk's inbox reads them: the pending ones and the disputed ones. */
export function createWithdrawalDeskRepository(db: Db) {
  return {
    /** A page of the merchant's withdrawals of `status` (a dispute waits since the player's answer). */
    pending: (status: 'PENDING' | 'DISPUTED', q: QueueQuery) =>
      queuePage(
        db,
        {
          ...waiting(status),
          amount: 'amount',
          createdAt: status === 'DISPUTED' ? 'coalesce(confirmed_at, created_at)' : 'created_at',
          select: `id, merchant_id AS "merchantId", member_id AS "memberId", amount, currency, fee,
            review_state AS review, first_approved_name AS "firstApprovedBy"`,
        },
        q,
      ),
    /** Per merchant: how many withdrawals of `status` wait and the newest id. */
    marks: (status: 'PENDING' | 'DISPUTED') => queueMarks(db, waiting(status)),
  };
}
