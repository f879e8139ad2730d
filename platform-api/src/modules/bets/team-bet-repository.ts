import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';
import type { BetHistoryItem } from './bet-history-repository';
import type { BetStatus } from './bet-record-repository';

/**
 * Read models over bet_records for an agent's team (ADR 0008): the team is the agency module's
 * `team_links` view (its read interface), never a copy. "Team" always includes the agent itself.
 */

/** Real-money rounds settled in [from, to) by the members of one or many teams. */
export interface TeamVolume {
  /** Rounds, stake and payout of the settled rounds; members with at least one. */
  betCount: number;
  stake: number;
  payout: number;
  active: number;
}

export interface TeamBetQuery {
  merchantId: number;
  ancestorId: number;
  /** One member of the team only. */
  memberId?: number | null;
  from: Date;
  to: Date;
  status?: BetStatus | null;
}

export interface TeamBetItem extends BetHistoryItem {
  memberId: number;
}

export interface MemberLoss {
  memberId: number;
  betCount: number;
  stake: number;
  payout: number;
}

// Settled real-money rounds of merchant $1 settled in [$2, $3) (bet_records_settled_idx).
const SETTLED = `bet_records b WHERE b.merchant_id = $1 AND b.status = 'SETTLED' AND NOT b.fun
  AND b.settled_at >= $2 AND b.settled_at < $3`;

// Rounds of team $2 (or only member $6 of it) opened in [$3, $4), status $5 optional.
const TEAM_ROUNDS = `bet_records b WHERE b.merchant_id = $1 AND NOT b.fun AND b.created_at >= $3 AND b.created_at < $4
  AND b.member_id IN (SELECT l.member_id FROM team_links l WHERE l.ancestor_id = $2)
  AND ($5::text IS NULL OR b.status = $5::text) AND ($6::int IS NULL OR b.member_id = $6::int)`;

const volume = (r: { n: unknown; stake: unknown; payout: unknown; active: unknown }): TeamVolume => ({
  betCount: Number(r.n),
  stake: toMinor(r.stake),
  payout: toMinor(r.payout),
  active: Number(r.active),
});

export function createTeamBetRepository(db: Db) {
  return {
    /** The settled rounds of each team rooted at `roots` (settlement bases: one query for every contract of a period). */
    async volumes(merchantId: number, roots: readonly number[], from: Date, to: Date, tx: Db = db) {
      const { rows } = await tx.query<{ root: number; n: unknown; stake: unknown; payout: unknown; active: unknown }>(
        `WITH m AS (SELECT b.member_id, count(*) AS n, sum(b.stake) AS stake, sum(b.payout) AS payout FROM ${SETTLED}
           GROUP BY b.member_id)
         SELECT l.ancestor_id AS root, sum(m.n)::bigint AS n, sum(m.stake)::bigint AS stake,
           sum(m.payout)::bigint AS payout, count(*)::int AS active
         FROM m JOIN team_links l ON l.member_id = m.member_id
         WHERE l.ancestor_id = ANY($4::int[]) GROUP BY l.ancestor_id`,
        [merchantId, from, to, [...roots]],
      );
      return new Map(rows.map((r) => [Number(r.root), volume(r)]));
    },

    /** Team betting: a page of the team's rounds opened in the range, newest first, the count and totals. */
    async search(q: TeamBetQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const params = [q.merchantId, q.ancestorId, q.from, q.to, q.status ?? null, q.memberId ?? null];
      const items = await tx.query<Record<string, unknown>>(
        `SELECT b.id, b.member_id AS "memberId", b.round_id AS "roundId", b.game_code AS "gameCode",
           b.game_name AS "gameName", b.vendor, b.game_category AS category, b.stake, b.payout, b.status, b.currency,
           b.created_at AS "createdAt", b.settled_at AS "settledAt"
         FROM ${TEAM_ROUNDS} ORDER BY b.created_at DESC, b.id DESC LIMIT $7 OFFSET $8`,
        [...params, page.limit, page.offset],
      );
      const sums = await tx.query<{ n: number; stake: unknown; payout: unknown; settled: unknown }>(
        `SELECT count(*)::int AS n, coalesce(sum(b.stake), 0)::bigint AS stake, coalesce(sum(b.payout), 0)::bigint AS payout,
           coalesce(sum(b.payout - b.stake) FILTER (WHERE b.status = 'SETTLED'), 0)::bigint AS settled
         FROM ${TEAM_ROUNDS}`,
        params,
      );
      const s = sums.rows[0]!;
      return {
        list: items.rows.map((r): TeamBetItem => ({
          ...(r as unknown as TeamBetItem),
          id: toMinor(r.id),
          stake: toMinor(r.stake),
          payout: toMinor(r.payout),
          createdAt: new Date(r.createdAt as string),
          settledAt: r.settledAt === null ? null : new Date(r.settledAt as string),
        })),
        total: s.n,
        totals: { stake: toMinor(s.stake), payout: toMinor(s.payout), winLoss: toMinor(s.settled) },
      };
    },

    /** User loss: settled rounds per team member in [from, to), biggest stake first, with the totals. */
    async lossByMember(q: Omit<TeamBetQuery, 'status'>, page: { limit: number; offset: number }, tx: Db = db) {
      const params = [q.merchantId, q.from, q.to, q.ancestorId, q.memberId ?? null];
      const scope = `${SETTLED} AND b.member_id IN (SELECT l.member_id FROM team_links l WHERE l.ancestor_id = $4)
        AND ($5::int IS NULL OR b.member_id = $5::int)`;
      const rows = await tx.query<{ memberId: number; n: unknown; stake: unknown; payout: unknown }>(
        `SELECT b.member_id AS "memberId", count(*) AS n, sum(b.stake)::bigint AS stake, sum(b.payout)::bigint AS payout
         FROM ${scope} GROUP BY b.member_id ORDER BY sum(b.stake) DESC, b.member_id LIMIT $6 OFFSET $7`,
        [...params, page.limit, page.offset],
      );
      const sums = await tx.query<{ members: number; n: unknown; stake: unknown; payout: unknown }>(
        `SELECT count(DISTINCT b.member_id)::int AS members, count(*) AS n, coalesce(sum(b.stake), 0)::bigint AS stake,
           coalesce(sum(b.payout), 0)::bigint AS payout FROM ${scope}`,
        params,
      );
      const s = sums.rows[0]!;
      return {
        list: rows.rows.map((r): MemberLoss => ({
          memberId: Number(r.memberId),
          betCount: Number(r.n),
          stake: toMinor(r.stake),
          payout: toMinor(r.payout),
        })),
        total: s.members,
        totals: { betCount: Number(s.n), stake: toMinor(s.stake), payout: toMinor(s.payout) },
      };
    },
  };
}
