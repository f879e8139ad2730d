import type { Db } from '../../infra/db';

/** How many members an agent's team has (below it), direct, agents, and joined in [from, to). */
export interface TeamCounts {
  members: number;
  directMembers: number;
  agents: number;
  newMembers: number;
}

/** agency_team, the closure table of members.upline_id (migration 035; written by its trigger only). */
export function createTeamRepository(db: Db) {
  return {
    /** One index range on (ancestor_id, depth) covering the columns counted. */
    async counts(ancestorId: number, from: Date, to: Date, tx: Db = db): Promise<TeamCounts> {
      const { rows } = await tx.query<TeamCounts>(
        `SELECT count(*)::int AS members, count(*) FILTER (WHERE depth = 1)::int AS "directMembers",
           count(*) FILTER (WHERE is_agent)::int AS agents,
           count(*) FILTER (WHERE joined_at >= $2 AND joined_at < $3)::int AS "newMembers"
         FROM agency_team WHERE ancestor_id = $1 AND depth > 0`,
        [ancestorId, from, to],
      );
      return rows[0]!;
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
