import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { GAME_COLUMNS, listedFor, withSettings, type GameRow, type GameRowPage } from './game-card';

/** A member's favourite games (SPEC §3 Favourite request and list, §4 Favourites). */
export function createFavoriteRepository(db: Db) {
  return {
    /** Adds a listed game (vendor and category as the catalogue has them); a second add keeps the first row. */
    async add(memberId: number, game: Pick<GameRow, 'id' | 'vendor' | 'gameType'>, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO member_favorites (member_id, game_id, vendor, game_type) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, game_id) DO NOTHING`,
        [memberId, game.id, game.vendor, game.gameType],
      );
    },
    /** Removes a favourite; a missing one is not an error. */
    async remove(memberId: number, gameId: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM member_favorites WHERE member_id = $1 AND game_id = $2', [memberId, gameId]);
    },
    /**
     * One page (its window), newest first, of the member's favourites that are still listed for the
     * merchant (a disabled vendor's games drop out until it is enabled again), and their total.
     */
    async page(merchantId: number, memberId: number, page: PageWindow, tx: Db = db): Promise<GameRowPage> {
      const from = `FROM member_favorites f JOIN games g ON g.id = f.game_id`;
      const where = `WHERE f.member_id = $2 AND ${listedFor(1)}`;
      const [count, found] = await Promise.all([
        tx.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, [merchantId, memberId]),
        tx.query<GameRow>(
          `SELECT ${GAME_COLUMNS} ${from} ${withSettings(1)} ${where} ORDER BY f.id DESC LIMIT $3 OFFSET $4`,
          [merchantId, memberId, page.limit, page.offset],
        ),
      ]);
      return { rows: found.rows, total: count.rows[0]?.n ?? 0 };
    },
  };
}
export type FavoriteRepository = ReturnType<typeof createFavoriteRepository>;
