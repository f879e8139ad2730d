import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

/** The team overview's figures that come from the team rollups. */
export interface TeamOverviewCounts {
  members: number;
  directMembers: number;
  agents: number;
  newMembers: number;
  betCount: number;
  stake: number;
  payout: number;
  activeMembers: number;
}

/** agency_team, the closure table of members.upline_id, and the team rollups (migrations 035, 036; written by triggers only). */
export function createTeamRepository(db: Db) {
  return {
    /**
     * The team overview's counts and settled rounds from the rollups (migration 036): members below the agent,
     * agents among them and those who joined in the days [first, last]; rounds, stake and payout settled in
     * those days and the members active in them (exact: distinct members when the range spans several days).
     * Direct members are one index range on (ancestor_id, depth).
     */
    async overview(ancestorId: number, first: string, last: string, tx: Db = db): Promise<TeamOverviewCounts> {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT coalesce(sum(joined), 0)::int AS members, coalesce(sum(agents), 0)::int AS agents,
           coalesce(sum(joined) FILTER (WHERE day BETWEEN $2::date AND $3::date), 0)::int AS "newMembers",
           coalesce(sum(rounds) FILTER (WHERE day BETWEEN $2::date AND $3::date), 0)::bigint AS rounds,
           coalesce(sum(stake) FILTER (WHERE day BETWEEN $2::date AND $3::date), 0)::bigint AS stake,
           coalesce(sum(payout) FILTER (WHERE day BETWEEN $2::date AND $3::date), 0)::bigint AS payout,
           coalesce(sum(active) FILTER (WHERE day BETWEEN $2::date AND $3::date), 0)::int AS active,
           (SELECT count(*) FROM agency_team WHERE ancestor_id = $1 AND depth = 1)::int AS "directMembers"
         FROM agency_team_days WHERE ancestor_id = $1`,
        [ancestorId, first, last],
      );
      const r = rows[0]!;
      let active = Number(r.active);
      if (first !== last) {
        const distinct = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM agency_team l
           WHERE l.ancestor_id = $1 AND EXISTS (SELECT 1 FROM agency_member_days md
             WHERE md.member_id = l.member_id AND md.day BETWEEN $2::date AND $3::date AND md.rounds > 0)`,
          [ancestorId, first, last],
        );
        active = distinct.rows[0]?.n ?? 0;
      }
      return {
        members: Number(r.members),
        directMembers: Number(r.directMembers),
        agents: Number(r.agents),
        newMembers: Number(r.newMembers),
        betCount: Number(r.rounds),
        stake: toMinor(r.stake),
        payout: toMinor(r.payout),
        activeMembers: active,
      };
    },

    /** The number of members below each of these members. */
    async sizes(ids: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      const { rows } = await tx.query<{ id: number; n: number }>(
        `SELECT ancestor_id AS id, count(*)::int - 1 AS n FROM agency_team WHERE ancestor_id = ANY($1::int[])
         GROUP BY ancestor_id`,
        [[...ids]],
      );
      return new Map(rows.map((r) => [Number(r.id), r.n]));
    },

    /** How deep each member sits (0 = no upline): settlement pays top agents first. */
    async levels(ids: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      const { rows } = await tx.query<{ id: number; depth: number }>(
        `SELECT member_id AS id, max(depth)::int AS depth FROM agency_team WHERE member_id = ANY($1::int[])
         GROUP BY member_id`,
        [[...ids]],
      );
      return new Map(rows.map((r) => [Number(r.id), r.depth]));
    },

    /** Whether each of these members of the team (the agent itself included) is an agent. */
    async agentFlags(ancestorId: number, ids: readonly number[], tx: Db = db): Promise<Map<number, boolean>> {
      const { rows } = await tx.query<{ id: number; is_agent: boolean }>(
        'SELECT member_id AS id, is_agent FROM agency_team WHERE ancestor_id = $1 AND member_id = ANY($2::int[])',
        [ancestorId, [...ids]],
      );
      return new Map(rows.map((r) => [Number(r.id), r.is_agent]));
    },
  };
}
