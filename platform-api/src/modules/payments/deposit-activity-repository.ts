import type { Db } from '../../infra/db';

/** One member's credited deposits in a range. */
export interface DepositTotal {
  memberId: number;
  amount: number;
}

/**
 * Credited deposits by completion time, for the engagement modules (VIP levels, missions): who deposited in a
 * range, and how much each of some members did. A deposit counts at `completed_at`, the moment it was credited.
 */
export function createDepositActivityRepository(db: Db) {
  return {
    /** The members of the merchant with a deposit credited in [from, to). */
    async depositorsBetween(merchantId: number, from: Date, to: Date, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ memberId: number }>(
        `SELECT DISTINCT member_id AS "memberId" FROM deposits
         WHERE merchant_id = $1 AND status = 'CREDITED' AND completed_at >= $2 AND completed_at < $3`,
        [merchantId, from, to],
      );
      return rows.map((r) => r.memberId);
    },
    /** Each of `memberIds`' credited deposits in [from, to) (members with none are absent). */
    async creditedByMember(
      merchantId: number,
      memberIds: readonly number[],
      from: Date,
      to: Date,
      tx: Db = db,
    ): Promise<DepositTotal[]> {
      if (memberIds.length === 0) return [];
      const { rows } = await tx.query<{ memberId: number; amount: string }>(
        `SELECT member_id AS "memberId", sum(amount)::text AS amount FROM deposits
         WHERE member_id = ANY($1::int[]) AND merchant_id = $2 AND status = 'CREDITED'
           AND completed_at >= $3 AND completed_at < $4
         GROUP BY member_id`,
        [memberIds, merchantId, from, to],
      );
      return rows.map((r) => ({ memberId: r.memberId, amount: Number(r.amount) }));
    },
  };
}
