import type { Db } from '../../infra/db';

/** "Popular" looks this many days back (like the winners board). */
export const POPULAR_WINDOW_DAYS = 7;

/** A game as the bet records name it. */
export interface PlayedGame {
  vendor: string;
  gameCode: string;
}

/** The most played games of a merchant: settled real-money rounds of the last week, by players then rounds. */
export function createPopularRepository(db: Db) {
  return {
    async mostPlayed(merchantId: number, limit: number, tx: Db = db): Promise<PlayedGame[]> {
      // bet_records_settled_idx (merchant_id, settled_at) WHERE SETTLED serves the window.
      const { rows } = await tx.query<PlayedGame>(
        `SELECT vendor, game_code AS "gameCode" FROM bet_records
         WHERE merchant_id = $1 AND status = 'SETTLED' AND NOT fun
           AND settled_at > now() - make_interval(days => $2)
         GROUP BY vendor, game_code
         ORDER BY count(DISTINCT member_id) DESC, count(*) DESC, vendor, game_code
         LIMIT $3`,
        [merchantId, POPULAR_WINDOW_DAYS, limit],
      );
      return rows;
    },
  };
}
