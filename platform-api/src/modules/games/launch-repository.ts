import type { Db } from '../../infra/db';
import { GAME_COLUMNS, listedFor, withSettings, type GameRow } from './game-card';

/** Distinct games answered by /wps/game/recent (the contract's "at most 20"). */
export const RECENT_GAMES_LIMIT = 20;

/**
 * Records that a member launched a catalogue game — **the game-launch endpoint calls this** once the
 * launch is granted (`app.games.recordLaunch(memberId, gameId, tx?)`, or the standalone
 * function with a `Db`). `gameId` is `games.id` (the card's `nodeId`); `memberId` a `members.id`.
 * Either one unknown is a foreign-key error: vendor cards that start a game directly (sports,
 * lottery) have no catalogue row and are not recorded. One row per (member, game): a relaunch moves
 * the game to the top of the member's recent games and counts the launch. Pass `tx` to record
 * inside the launch's own transaction.
 */
export async function recordLaunch(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.query(
    `INSERT INTO game_launches (member_id, game_id) VALUES ($1, $2)
     ON CONFLICT (member_id, game_id)
       DO UPDATE SET launched_at = now(), seq = nextval('game_launch_seq'), launches = game_launches.launches + 1`,
    [memberId, gameId],
  );
}

/** Game launches: what a member played, for the "recent" list. */
export function createLaunchRepository(db: Db) {
  return {
    /** See the standalone `recordLaunch`. */
    recordLaunch: (memberId: number, gameId: number, tx: Db = db): Promise<void> => recordLaunch(tx, memberId, gameId),
    /** The member's last `limit` distinct launched games still listed for the merchant, newest first. */
    async recent(merchantId: number, memberId: number, limit = RECENT_GAMES_LIMIT, tx: Db = db): Promise<GameRow[]> {
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM game_launches l JOIN games g ON g.id = l.game_id ${withSettings(1)}
         WHERE l.member_id = $2 AND ${listedFor(1)}
         ORDER BY l.seq DESC LIMIT $3`,
        [merchantId, memberId, limit],
      );
      return rows;
    },
  };
}
export type LaunchRepository = ReturnType<typeof createLaunchRepository>;
