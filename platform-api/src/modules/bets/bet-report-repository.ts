import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { toMinor } from '../wallet';

/** Merchants and the half-open range [from, to) of settlement times a report covers. */
export interface ReportRange {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
}

/** Settled real-money play of one game over the range (every merchant in the range summed). */
export interface GamePlay {
  vendor: string;
  gameCode: string;
  gameName: string;
  category: string;
  rounds: number;
  stake: number;
  payout: number;
  /** The house's commission named on the rounds (PVP hands' rake). */
  rake: number;
  players: number;
}

/** Settled real-money play of one member over the range. */
export interface MemberPlay {
  merchantId: number;
  memberId: number;
  rounds: number;
  stake: number;
  payout: number;
  rake: number;
  games: number;
}

/** The range's settled real-money play in all: rounds, stake, payout, distinct players and games. */
export interface PlaySummary {
  rounds: number;
  stake: number;
  payout: number;
  rake: number;
  players: number;
  games: number;
}

/** The rounds a report reads: settled, real money, by settlement time (as the dashboard's play). */
const WHERE = `merchant_id = ANY($1::int[]) AND status = 'SETTLED' AND NOT fun AND settled_at >= $2 AND settled_at < $3`;
/** Highest GGR first, then a stable order. */
const BY_GGR = 'sum(stake) - sum(payout) DESC';

/**
 * The reports' play (issue 29): bet_records of settled real-money rounds per game and per member over a range,
 * highest GGR first, a page at a time. Stake is the round's debits not rolled back, payout its credits.
 */
export function createBetReportRepository(db: Db) {
  return {
    async summary(q: ReportRange, tx: Db = db): Promise<PlaySummary> {
      const { rows } = await tx.query<{
        rounds: number;
        stake: unknown;
        payout: unknown;
        rake: unknown;
        players: number;
        games: number;
      }>(
        `SELECT count(*)::int AS rounds, coalesce(sum(stake), 0)::bigint AS stake,
           coalesce(sum(payout), 0)::bigint AS payout, coalesce(sum(rake), 0)::bigint AS rake,
           count(DISTINCT member_id)::int AS players,
           count(DISTINCT (vendor, game_code))::int AS games
         FROM bet_records WHERE ${WHERE}`,
        [q.merchantIds, q.from, q.to],
      );
      const r = rows[0]!;
      return { ...r, stake: toMinor(r.stake), payout: toMinor(r.payout), rake: toMinor(r.rake) };
    },

    async byGame(q: ReportRange, page: PageWindow, tx: Db = db): Promise<GamePlay[]> {
      const { rows } = await tx.query<
        Omit<GamePlay, 'stake' | 'payout' | 'rake'> & { stake: unknown; payout: unknown; rake: unknown }
      >(
        `SELECT vendor, game_code AS "gameCode",
           (array_agg(game_name ORDER BY created_at DESC, id DESC))[1] AS "gameName",
           (array_agg(game_category ORDER BY created_at DESC, id DESC))[1] AS category,
           count(*)::int AS rounds, sum(stake)::bigint AS stake, sum(payout)::bigint AS payout,
           sum(rake)::bigint AS rake, count(DISTINCT member_id)::int AS players
         FROM bet_records WHERE ${WHERE}
         GROUP BY vendor, game_code ORDER BY ${BY_GGR}, vendor, game_code LIMIT $4 OFFSET $5`,
        [q.merchantIds, q.from, q.to, page.limit, page.offset],
      );
      return rows.map((r) => ({ ...r, stake: toMinor(r.stake), payout: toMinor(r.payout), rake: toMinor(r.rake) }));
    },

    async byMember(q: ReportRange, page: PageWindow, tx: Db = db): Promise<MemberPlay[]> {
      const { rows } = await tx.query<
        Omit<MemberPlay, 'stake' | 'payout' | 'rake'> & { stake: unknown; payout: unknown; rake: unknown }
      >(
        `SELECT merchant_id AS "merchantId", member_id AS "memberId", count(*)::int AS rounds,
           sum(stake)::bigint AS stake, sum(payout)::bigint AS payout, sum(rake)::bigint AS rake,
           count(DISTINCT (vendor, game_code))::int AS games
         FROM bet_records WHERE ${WHERE}
         GROUP BY merchant_id, member_id ORDER BY ${BY_GGR}, member_id LIMIT $4 OFFSET $5`,
        [q.merchantIds, q.from, q.to, page.limit, page.offset],
      );
      return rows.map((r) => ({ ...r, stake: toMinor(r.stake), payout: toMinor(r.payout), rake: toMinor(r.rake) }));
    },
  };
}
