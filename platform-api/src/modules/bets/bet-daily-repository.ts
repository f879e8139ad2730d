import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** Merchants, the half-open range [from, to) of settlement times, and the time zone days are cut in ('UTC'). */
export interface PlayQuery {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
  timeZone: string;
}

/** Settled real-money rounds of one merchant and one key (a day, a game category or a vendor). */
export interface PlayCell {
  merchantId: number;
  key: string;
  rounds: number;
  stake: number;
  payout: number;
  /** The house's commission vendors named on them (PVP hands' rake). */
  rake: number;
  /** Distinct members who played them. */
  players: number;
}

/** The dashboard's play: per day, per category, per vendor, and the whole range, each per merchant. */
export interface PlayTotals {
  byDay: PlayCell[];
  byCategory: PlayCell[];
  byVendor: PlayCell[];
  /** key '' : the whole range (its players counted once however many days they played). */
  total: PlayCell[];
}

/**
 * Real-money play summed for the back office's dashboard: rounds SETTLED in the range by settlement time (the
 * time their result is known), never fun rounds (trials only ever play fun chips), never open or rolled-back
 * rounds. Stake is the round's debits not rolled back, payout its credits.
 */
export function createBetDailyRepository(db: Db) {
  const group = async (q: PlayQuery, key: string, tx: Db): Promise<PlayCell[]> => {
    const { rows } = await tx.query<{
      merchantId: number;
      key: string;
      rounds: number;
      stake: unknown;
      payout: unknown;
      rake: unknown;
      players: number;
    }>(
      `SELECT merchant_id AS "merchantId", ${key} AS key, count(*)::int AS rounds, sum(stake)::bigint AS stake,
         sum(payout)::bigint AS payout, sum(rake)::bigint AS rake, count(DISTINCT member_id)::int AS players
       FROM bet_records
       WHERE merchant_id = ANY($1::int[]) AND status = 'SETTLED' AND NOT fun AND settled_at >= $2 AND settled_at < $3
       GROUP BY 1, 2 ORDER BY 1, 2`,
      key.includes('$4') ? [q.merchantIds, q.from, q.to, q.timeZone] : [q.merchantIds, q.from, q.to],
    );
    return rows.map((r) => ({ ...r, stake: toMinor(r.stake), payout: toMinor(r.payout), rake: toMinor(r.rake) }));
  };
  return {
    async playTotals(q: PlayQuery, tx: Db = db): Promise<PlayTotals> {
      if (q.merchantIds.length === 0) return { byDay: [], byCategory: [], byVendor: [], total: [] };
      return {
        byDay: await group(q, `to_char(settled_at AT TIME ZONE $4, 'YYYY-MM-DD')`, tx),
        byCategory: await group(q, 'game_category', tx),
        byVendor: await group(q, 'vendor', tx),
        total: await group(q, "''", tx),
      };
    },
  };
}
