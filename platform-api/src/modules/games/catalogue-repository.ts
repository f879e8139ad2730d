import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { listSql, type BrandOverrides, type GameFilter } from './catalogue-sql';
import { GAME_COLUMNS, listedFor, withSettings, type GameRow, type GameRowPage } from './game-card';

export type { GameFilter } from './catalogue-sql';

/** Hot games answered at most (the home carousel). */
export const HOT_GAMES_LIMIT = 30;

/** An enabled vendor card of a merchant and the number of catalogue games it lists. */
export interface ListedCard {
  key: string;
  vendor: string;
  gameType: string;
  games: number;
}

/**
 * The lobby's view of the shared catalogue: only games of the merchant's enabled vendor cards that it
 * did not hide, in list order — hot first, then the vendor's order of its games (`sort`), then id, the
 * brand's hot flag, order, name and icon over the catalogue's (merchant_game_settings, migration 074).
 * Each filter has an index that yields the catalogue's order and carries the card key (migration 015);
 * the keyword uses the trigram index on lower(display_name).
 */
export function createCatalogueRepository(db: Db) {
  /** The merchant's enabled vendor cards with their `games.card_key` ('PG/RNG') and how many games each lists. */
  async function cards(merchantId: number, tx: Db = db): Promise<ListedCard[]> {
    const { rows } = await tx.query<ListedCard>(
      `SELECT v.code || '/' || v.game_category AS key, v.code AS vendor, v.game_category AS "gameType",
         coalesce(c.games, 0) AS games
       FROM vendors v LEFT JOIN game_card_counts c ON c.card_key = v.code || '/' || v.game_category
       WHERE v.merchant_id = $1 AND v.enabled`,
      [merchantId],
    );
    return rows;
  }

  /** The games the brand hid, and those (not hidden) it gave its own hot flag or order (merchant_game_settings). */
  async function overrides(merchantId: number, tx: Db = db): Promise<BrandOverrides> {
    const { rows } = await tx.query<BrandOverrides>(
      `SELECT coalesce(array_agg(game_id) FILTER (WHERE hidden), '{}') AS hidden,
         coalesce(array_agg(game_id) FILTER (WHERE NOT hidden AND (hot IS NOT NULL OR sort IS NOT NULL)), '{}') AS ordered
       FROM merchant_game_settings WHERE merchant_id = $1`,
      [merchantId],
    );
    return rows[0] ?? { hidden: [], ordered: [] };
  }

  /** The games of the cards `keys` the brand hid. */
  async function hiddenIn(merchantId: number, keys: readonly string[], tx: Db): Promise<number> {
    const { rows } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM merchant_game_settings h JOIN games g ON g.id = h.game_id
       WHERE h.merchant_id = $1 AND h.hidden AND g.card_key = ANY($2::text[])`,
      [merchantId, keys],
    );
    return rows[0]?.n ?? 0;
  }

  return {
    /**
     * One page (its window) of the filtered list and the filtered total. A page past the end is empty.
     * Without a keyword the total is the sum of the cards' counts (`game_card_counts`) less the games
     * the brand hid, and only the page is queried (not even that past the end); with one, the matches
     * are counted.
     */
    async page(merchantId: number, filter: GameFilter, page: PageWindow, tx: Db = db): Promise<GameRowPage> {
      const scope = (await cards(merchantId, tx)).filter(
        (c) => (!filter.gameType || c.gameType === filter.gameType) && (!filter.vendor || c.vendor === filter.vendor),
      );
      if (scope.length === 0) return { rows: [], total: 0 };
      const { limit, offset } = page;
      const keys = scope.map((c) => c.key);
      const brand = await overrides(merchantId, tx);
      const q = listSql(keys, merchantId, filter, brand, limit, offset);
      if (!q.counted) {
        const hidden = brand.hidden.length > 0 ? await hiddenIn(merchantId, keys, tx) : 0;
        const total = scope.reduce((sum, c) => sum + c.games, 0) - hidden;
        return { rows: offset < total ? (await tx.query<GameRow>(q.sql, q.params)).rows : [], total };
      }
      const { rows } = await tx.query<GameRow & { total: number }>(q.sql, q.params);
      // Past the end the one row carries the total and NULL game columns.
      return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
    },

    cards,

    /**
     * The games named by (vendor, code) pairs that are listed for the merchant, in the pairs' order.
     */
    async byCodes(
      merchantId: number,
      pairs: readonly { vendor: string; gameCode: string }[],
      tx: Db = db,
    ): Promise<GameRow[]> {
      if (!pairs.length) return [];
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(vendor, code, o)
         JOIN games g ON g.vendor = p.vendor AND g.game_code = p.code ${withSettings(1)}
         WHERE ${listedFor(1)} ORDER BY p.o, g.id`,
        [merchantId, pairs.map((p) => p.vendor), pairs.map((p) => p.gameCode)],
      );
      return rows;
    },
    /**
     * Hot games of enabled vendors (the brand's hot flag, else the catalogue's `is_hot`), not hidden, at most
     * `limit`: the first of each vendor's order (the brand's sort, else the catalogue's) before the second, vendors
     * in menu order, so the carousel mixes vendors.
     */
    async hot(merchantId: number, limit = HOT_GAMES_LIMIT, tx: Db = db): Promise<GameRow[]> {
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g ${withSettings(1)}
         JOIN vendors v ON v.merchant_id = $1 AND v.enabled AND v.code = g.vendor AND v.game_category = g.game_type
         WHERE g.id IN (SELECT id FROM games WHERE is_hot = 1
             UNION ALL SELECT game_id FROM merchant_game_settings WHERE merchant_id = $1 AND hot)
           AND coalesce(s.hot, g.is_hot = 1) AND s.hidden IS NOT TRUE
         ORDER BY coalesce(s.sort, g.sort), v.sort, g.id LIMIT $2`,
        [merchantId, limit],
      );
      return rows;
    },

    /** A game by id when it is listed for the merchant (its vendor card enabled), or null. */
    async findListed(merchantId: number, gameId: number, tx: Db = db): Promise<GameRow | null> {
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g ${withSettings(1)} WHERE g.id = $2 AND ${listedFor(1)}`,
        [merchantId, gameId],
      );
      return rows[0] ?? null;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
