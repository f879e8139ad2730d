import type { Db } from '../../infra/db';

/** One member's settled real-money rounds in a range: how many, their stake, and how many were of `categories`. */
export interface BetTotal {
  memberId: number;
  rounds: number;
  stake: number;
  /** Rounds whose game category is one of the query's `categories` (0 when none were given). */
  categoryRounds: number;
}

/**
 * Settled real-money rounds by settlement time, for the engagement modules (VIP turnover, missions): who
 * played in a range, and each of some members' totals. Fun rounds and rolled-back or open rounds never count.
 */
export function createBetActivityRepository(db: Db) {
  return {
    /** The members of the merchant with a real-money round settled in [from, to). */
    async playersBetween(merchantId: number, from: Date, to: Date, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ memberId: number }>(
        `SELECT DISTINCT member_id AS "memberId" FROM bet_records
         WHERE merchant_id = $1 AND status = 'SETTLED' AND settled_at >= $2 AND settled_at < $3 AND NOT fun`,
        [merchantId, from, to],
      );
      return rows.map((r) => r.memberId);
    },
    /** Each of `memberIds`' settled real-money rounds in [from, to) (members with none are absent). */
    async settledByMember(
      merchantId: number,
      memberIds: readonly number[],
      from: Date,
      to: Date,
      categories: readonly string[] = [],
      tx: Db = db,
    ): Promise<BetTotal[]> {
      if (memberIds.length === 0) return [];
      const { rows } = await tx.query<{ memberId: number; rounds: string; stake: string; categoryRounds: string }>(
        `SELECT member_id AS "memberId", count(*)::text AS rounds, sum(stake)::text AS stake,
           (count(*) FILTER (WHERE game_category = ANY($5::text[])))::text AS "categoryRounds"
         FROM bet_records
         WHERE member_id = ANY($1::int[]) AND merchant_id = $2 AND status = 'SETTLED' AND NOT fun
           AND settled_at >= $3 AND settled_at < $4
         GROUP BY member_id`,
        [memberIds, merchantId, from, to, categories],
      );
      return rows.map((r) => ({
        memberId: r.memberId,
        rounds: Number(r.rounds),
        stake: Number(r.stake),
        categoryRounds: Number(r.categoryRounds),
      }));
    },
  };
}
