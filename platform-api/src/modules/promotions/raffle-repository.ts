import type { Db } from '../../infra/db';

export interface DrawRow {
  activityId: number;
  drawnAt: Date;
  entries: number;
  entriesHash: string;
  seed: string;
  winnerIds: number[];
}

const DRAW_COLUMNS = `activity_id AS "activityId", drawn_at AS "drawnAt", entries, entries_hash AS "entriesHash", seed,
  winner_ids AS "winnerIds"`;

const toDraw = (r: Record<string, unknown>): DrawRow => ({
  ...(r as unknown as DrawRow),
  drawnAt: new Date(r.drawnAt as string),
  entries: Number(r.entries),
  winnerIds: (r.winnerIds as unknown[]).map(Number),
});

/** promotion_raffle_entries and promotion_raffle_draws: who joined each raffle, and its one draw. */
export function createRaffleRepository(db: Db) {
  return {
    /** Enters the member; false when it had already joined. */
    async join(tx: Db, activityId: number, memberId: number, at: Date): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO promotion_raffle_entries (activity_id, member_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (activity_id, member_id) DO NOTHING RETURNING member_id`,
        [activityId, memberId, at],
      );
      return rows.length === 1;
    },

    /** The entrants' member ids, ascending. */
    async entrants(tx: Db, activityId: number): Promise<number[]> {
      const { rows } = await tx.query<{ memberId: number }>(
        `SELECT member_id AS "memberId" FROM promotion_raffle_entries WHERE activity_id = $1 ORDER BY member_id`,
        [activityId],
      );
      return rows.map((r) => Number(r.memberId));
    },

    /** How many entered each of these activities. */
    async counts(activityIds: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      if (activityIds.length === 0) return new Map();
      const { rows } = await tx.query<{ activityId: number; n: unknown }>(
        `SELECT activity_id AS "activityId", count(*) AS n FROM promotion_raffle_entries
         WHERE activity_id = ANY($1::int[]) GROUP BY activity_id`,
        [activityIds],
      );
      return new Map(rows.map((r) => [r.activityId, Number(r.n)]));
    },

    /** The member's entries among these activities: activity → won (null before the draw). */
    async ofMember(
      memberId: number,
      activityIds: readonly number[],
      tx: Db = db,
    ): Promise<Map<number, boolean | null>> {
      if (activityIds.length === 0) return new Map();
      const { rows } = await tx.query<{ activityId: number; won: boolean | null }>(
        `SELECT activity_id AS "activityId", won FROM promotion_raffle_entries
         WHERE member_id = $1 AND activity_id = ANY($2::int[])`,
        [memberId, activityIds],
      );
      return new Map(rows.map((r) => [r.activityId, r.won]));
    },

    async draws(activityIds: readonly number[], tx: Db = db): Promise<Map<number, DrawRow>> {
      if (activityIds.length === 0) return new Map();
      const { rows } = await tx.query(
        `SELECT ${DRAW_COLUMNS} FROM promotion_raffle_draws WHERE activity_id = ANY($1::int[])`,
        [activityIds],
      );
      return new Map(rows.map(toDraw).map((d) => [d.activityId, d]));
    },

    /** Records the draw unless the activity has one (the primary key): whether this call recorded it. */
    async insertDraw(tx: Db, d: DrawRow): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO promotion_raffle_draws (activity_id, drawn_at, entries, entries_hash, seed, winner_ids)
         VALUES ($1, $2, $3, $4, $5, $6::int[]) ON CONFLICT (activity_id) DO NOTHING RETURNING activity_id`,
        [d.activityId, d.drawnAt, d.entries, d.entriesHash, d.seed, d.winnerIds],
      );
      return rows.length === 1;
    },

    /** Marks every entry won or lost. */
    async markWinners(tx: Db, activityId: number, winnerIds: readonly number[]): Promise<void> {
      await tx.query(`UPDATE promotion_raffle_entries SET won = (member_id = ANY($2::int[])) WHERE activity_id = $1`, [
        activityId,
        winnerIds,
      ]);
    },
  };
}
export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
