import type { Db } from '../../infra/db';

/** A settled real-money round as the points job reads it: `settledAt` is the database's exact text (µs). */
export interface SettledRound {
  id: number;
  memberId: number;
  stake: number;
  settledAt: string;
}

/** Where a reader of settled rounds stands: every round with (settled_at, id) <= (at, id) was read. */
export interface SettledCursor {
  /** A timestamptz as the database wrote it (`settled_at::text`, microseconds kept) or an ISO instant. */
  at: string;
  id: number;
}

/**
 * The merchant's settled real-money rounds in settlement order, for readers that walk them once with a cursor
 * (the points module's earning job). Fun, open and rolled-back rounds never show.
 */
export function createSettledFeedRepository(db: Db) {
  return {
    /** Up to `limit` rounds after `after` and settled before `before`, ordered by (settled_at, id). */
    async settledAfter(
      merchantId: number,
      after: SettledCursor,
      before: Date,
      limit: number,
      tx: Db = db,
    ): Promise<SettledRound[]> {
      const { rows } = await tx.query<{ id: unknown; memberId: number; stake: unknown; settledAt: string }>(
        `SELECT id, member_id AS "memberId", stake, settled_at::text AS "settledAt" FROM bet_records
         WHERE merchant_id = $1 AND status = 'SETTLED' AND NOT fun
           AND settled_at >= $2::timestamptz AND (settled_at, id) > ($2::timestamptz, $3::bigint) AND settled_at < $4
         ORDER BY settled_at, id LIMIT $5`,
        [merchantId, after.at, after.id, before, limit],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        memberId: r.memberId,
        stake: Number(r.stake),
        settledAt: r.settledAt,
      }));
    },
  };
}
