import type { Db } from '../../infra/db';

/** Merchants, the range [from, to) of request times, and the time zone days are cut in. */
export interface WithdrawalFlowQuery {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
  timeZone: string;
}

/** Withdrawals of one merchant, day, bank and status: how many and their amount (minor units). */
export interface WithdrawalFlowCell {
  merchantId: number;
  day: string;
  /** The bank the money goes to (withdrawals have no other method). */
  method: string;
  status: string;
  count: number;
  amount: number;
}

/** The reports' withdrawals (issue 29): requested in the range by request time, per merchant, day, bank and status now. */
export function createWithdrawalReportRepository(db: Db) {
  return {
    async flows(q: WithdrawalFlowQuery, tx: Db = db): Promise<WithdrawalFlowCell[]> {
      if (q.merchantIds.length === 0) return [];
      const { rows } = await tx.query<Omit<WithdrawalFlowCell, 'amount'> & { amount: string }>(
        `SELECT merchant_id AS "merchantId", to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
           bank_name AS method, status, count(*)::int AS count, sum(amount)::text AS amount
         FROM withdrawals WHERE merchant_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
        [q.merchantIds, q.from, q.to, q.timeZone],
      );
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },
  };
}
