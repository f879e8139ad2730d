import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import type { BetStatus } from './bet-record-repository';

/** A member's real-money rounds opened in [from, to), optionally of one category, vendor or status. */
export interface BetHistoryQuery {
  memberId: number;
  from: Date;
  to: Date;
  category?: string | null;
  vendor?: string | null;
  status?: BetStatus | null;
}

/** One round of the betting record. */
export interface BetHistoryItem {
  id: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  category: string;
  stake: number;
  payout: number;
  status: BetStatus;
  currency: string;
  createdAt: Date;
  settledAt: Date | null;
}

/** A round as the betting-record calls answer it: win/loss once settled, times as ISO strings. */
export const betRecordView = <B extends BetHistoryItem>(b: B) => ({
  ...b,
  winLoss: b.status === 'SETTLED' ? b.payout - b.stake : null,
  createdAt: b.createdAt.toISOString(),
  settledAt: b.settledAt?.toISOString() ?? null,
});

/** Settled rounds of one UTC day and category. */
export interface ProfitCell {
  day: string;
  category: string;
  rounds: number;
  stake: number;
  payout: number;
}

// Real-money rounds of member $1 opened in [$2, $3) (bet_records_member_real_idx), filters $4–$6 optional.
const MATCHING = `bet_records WHERE member_id = $1 AND NOT fun AND created_at >= $2 AND created_at < $3
  AND ($4::text IS NULL OR game_category = $4::text) AND ($5::text IS NULL OR vendor = $5::text)
  AND ($6::text IS NULL OR status = $6::text)`;

interface ItemRow extends Omit<BetHistoryItem, 'id' | 'stake' | 'payout' | 'createdAt' | 'settledAt'> {
  id: unknown;
  stake: unknown;
  payout: unknown;
  createdAt: Date | string;
  settledAt: Date | string | null;
}

/** Read models over bet_records for the member's records (ADR 0006 `records`). */
export function createBetHistoryRepository(db: Db) {
  const params = (q: BetHistoryQuery) => [
    q.memberId,
    q.from,
    q.to,
    q.category ?? null,
    q.vendor ?? null,
    q.status ?? null,
  ];
  return {
    /** One page of matching rounds, newest first, how many match, and the stake and payout of all of them. */
    async search(q: BetHistoryQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const items = await tx.query<ItemRow>(
        `SELECT id, round_id AS "roundId", game_code AS "gameCode", game_name AS "gameName", vendor,
           game_category AS category, stake, payout, status, currency, created_at AS "createdAt", settled_at AS "settledAt"
         FROM ${MATCHING} ORDER BY created_at DESC, id DESC LIMIT $7 OFFSET $8`,
        [...params(q), page.limit, page.offset],
      );
      const sums = await tx.query<{ n: number; stake: unknown; payout: unknown; settled: unknown }>(
        `SELECT count(*)::int AS n, coalesce(sum(stake), 0)::bigint AS stake, coalesce(sum(payout), 0)::bigint AS payout,
           coalesce(sum(payout - stake) FILTER (WHERE status = 'SETTLED'), 0)::bigint AS settled
         FROM ${MATCHING}`,
        params(q),
      );
      const s = sums.rows[0]!;
      return {
        list: items.rows.map((r): BetHistoryItem => ({
          ...r,
          id: toMinor(r.id),
          stake: toMinor(r.stake),
          payout: toMinor(r.payout),
          createdAt: new Date(r.createdAt),
          settledAt: r.settledAt === null ? null : new Date(r.settledAt),
        })),
        total: s.n,
        totals: { stake: toMinor(s.stake), payout: toMinor(s.payout), winLoss: toMinor(s.settled) },
      };
    },

    /** Settled real-money rounds opened in [from, to) per UTC day (newest first) and category. */
    async profitByDay(memberId: number, from: Date, to: Date, tx: Db = db): Promise<ProfitCell[]> {
      const { rows } = await tx.query<{
        day: string;
        category: string;
        rounds: number;
        stake: unknown;
        payout: unknown;
      }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, game_category AS category,
           count(*)::int AS rounds, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout
         FROM ${MATCHING} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
        params({ memberId, from, to, status: 'SETTLED' }),
      );
      return rows.map((r) => ({ ...r, stake: toMinor(r.stake), payout: toMinor(r.payout) }));
    },
  };
}
