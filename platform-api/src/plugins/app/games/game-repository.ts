import type { Db } from '../../../infra/db';

export interface GameSummary {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  displayName: string;
}

/** The shared game catalogue. */
export function createGameRepository(db: Db) {
  return {
    /** One game by id, or null. */
    async findById(id: number, tx: Db = db): Promise<GameSummary | null> {
      const { rows } = await tx.query<GameSummary>(
        `SELECT id, vendor, game_code AS "gameCode", game_type AS "gameType", display_name AS "displayName"
         FROM games WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
    /** Number of games in the catalogue. */
    async count(tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
      return rows[0]?.n ?? 0;
    },
  };
}
export type GameRepository = ReturnType<typeof createGameRepository>;
