import type { Db } from '../../infra/db';
import { listedFor, withSettings } from './game-card';

export interface GameSummary {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  displayName: string;
}

/** What a launch request names (SPEC §7 /wps/game/launchGame). */
export interface LaunchRequest {
  vassalage: string;
  gameCode?: string;
  gameType?: string;
  nodeId?: number;
  language?: string;
}

/** The game a launch opens: a catalogue game, or a vendor card that starts one game directly. */
export interface LaunchTarget {
  /** games.id; null for a vendor card without catalogue games (sports, lottery …). */
  gameId: number | null;
  vendor: string;
  gameCode: string;
  title: string;
  /** The category it is listed under. */
  category: string;
}

/** A game's display name and category, as a bet record keeps them. */
export interface GameLabel {
  name: string;
  category: string;
}

const CATALOGUE_COLUMNS = `g.id AS "gameId", g.vendor, g.game_code AS "gameCode", g.display_name AS title,
  g.game_type AS category`;
/** CATALOGUE_COLUMNS with the brand's name of the game (`s`, withSettings) when it set one. */
const NAMED_COLUMNS = `g.id AS "gameId", g.vendor, g.game_code AS "gameCode",
  coalesce(s.display_name, g.display_name) AS title, g.game_type AS category`;
const CARD_COLUMNS = `NULL::int AS "gameId", v.code AS vendor, v.game_code AS "gameCode", v.display_name AS title,
  v.game_category AS category`;

/** The shared game catalogue: single games and launch targets. */
export function createGameRepository(db: Db) {
  const one = async (sql: string, params: unknown[]) => (await db.query<LaunchTarget>(sql, params)).rows[0] ?? null;
  return {
    /**
     * What a round of `gameCode` at `vendor` is called and listed under at the merchant: the catalogue
     * game (by the brand's name of it when it set one), else the merchant's (first) card of the vendor, else the code itself with no category.
     */
    async describe(merchantId: number, vendor: string, gameCode: string): Promise<GameLabel> {
      // The brand's own name of the game when it set one.
      const game = await one(
        `SELECT ${NAMED_COLUMNS} FROM games g ${withSettings(3)} WHERE g.vendor = $1 AND g.game_code = $2`,
        [vendor, gameCode, merchantId],
      );
      const card =
        game ??
        (await one(
          `SELECT ${CARD_COLUMNS} FROM vendors v WHERE v.merchant_id = $1 AND v.code = $2 ORDER BY v.sort LIMIT 1`,
          [merchantId, vendor],
        ));
      return card ? { name: card.title, category: card.category } : { name: gameCode, category: '' };
    },
    /**
     * The game a launch request names at the merchant, or null:
     * - `nodeId` (games.id) of a game of `vassalage` listed for the merchant;
     * - else `gameCode`: the vendor's catalogue game with that code, or a vendor card of `vassalage` that
     *   starts that game directly (its `gameCode`);
     * - else the vendor alone (optionally in category `gameType`): its first card in menu order starts its
     *   own game when it has one (sports, lottery, some live casinos), otherwise opens its first catalogue
     *   game in the vendor's order (`sort`, then id).
     * Only enabled vendor cards count.
     */
    async findLaunchTarget(merchantId: number, r: LaunchRequest): Promise<LaunchTarget | null> {
      if (r.nodeId !== undefined) {
        return one(`SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.id = $2 AND g.vendor = $3 AND ${listedFor(1)}`, [
          merchantId,
          r.nodeId,
          r.vassalage,
        ]);
      }
      if (r.gameCode) {
        return (
          (await one(
            `SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.vendor = $2 AND g.game_code = $3 AND ${listedFor(1)}`,
            [merchantId, r.vassalage, r.gameCode],
          )) ??
          (await one(
            `SELECT ${CARD_COLUMNS} FROM vendors v
             WHERE v.merchant_id = $1 AND v.enabled AND v.code = $2 AND v.game_code = $3 ORDER BY v.sort LIMIT 1`,
            [merchantId, r.vassalage, r.gameCode],
          ))
        );
      }
      const card = await one(
        `SELECT ${CARD_COLUMNS} FROM vendors v
         WHERE v.merchant_id = $1 AND v.enabled AND v.code = $2 AND ($3::text IS NULL OR v.game_category = $3)
         ORDER BY v.sort LIMIT 1`,
        [merchantId, r.vassalage, r.gameType || null],
      );
      if (!card) return null;
      if (card.gameCode) return card;
      return one(
        `SELECT ${CATALOGUE_COLUMNS} FROM games g WHERE g.vendor = $1 AND g.game_type = $2 ORDER BY g.sort, g.id LIMIT 1`,
        [card.vendor, card.category],
      );
    },

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
