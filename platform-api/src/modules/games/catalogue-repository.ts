import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { GAME_COLUMNS, escapeLike, listedFor, type GameRow, type GameRowPage } from './game-card';

/** Filters of the game list (SPEC §3 Game list request). */
export interface GameFilter {
  /** Category the game is listed under (`games.game_type`). */
  gameType?: string;
  /** Vendor code (vassalage). */
  vendor?: string;
  /** Case-insensitive substring of the display name; `%` and `_` are literal. Blank: no filter. */
  keyword?: string;
}

/** Hot games answered at most (the home carousel). */
export const HOT_GAMES_LIMIT = 30;

/** A keyword the trigram index can serve: three letters or digits in a row (pg_trgm skips the rest). */
const TRIGRAM_KEYWORD = /[\p{L}\p{N}]{3}/u;

/** An enabled vendor card of a merchant and the number of catalogue games it lists. */
export interface ListedCard {
  key: string;
  vendor: string;
  gameType: string;
  games: number;
}

/** The ORDER BY of the list (hot first, then the vendor's order of its games, then id). */
const LIST_ORDER = 'ORDER BY g.is_hot DESC, g.sort, g.id';

/**
 * The list's SQL for the card keys in scope (the merchant's enabled cards of the category and vendor
 * asked for, bound as `$1`: a constant array, so `card_key = ANY` is hashed and estimated from the
 * column's statistics; `card_key` rides in the paging indexes, migration 015).
 *
 * Without a keyword: the page alone — its ids from the list index (every column it needs is in
 * the paging indexes, so a deep page skips index entries and never fetches the rows it skips), then
 * the rows of just those ids; the caller knows the total from the card counts.
 *
 * With one: one statement that counts the matches and answers the page (a row with the total and
 * NULL columns when the page is past the end). The keyword is matched with lower() on both sides
 * (the trigram index is on lower(display_name), and case folding is then the database's for the
 * column and the keyword alike), `%`, `_` and `\` escaped. One the trigram index can serve is
 * matched first, on its own (a few hundred rows at most for a word), then filtered and sorted; a
 * shorter one is just one more filter on the scan.
 */
function listSql(keys: readonly string[], filter: GameFilter, pageSize: number, offset: number) {
  const params: unknown[] = [keys];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conds = ['g.card_key = ANY($1::text[])'];
  if (filter.gameType) conds.push(`g.game_type = ${bind(filter.gameType)}`);
  if (filter.vendor) conds.push(`g.vendor = ${bind(filter.vendor)}`);
  const keyword = filter.keyword?.trim();
  if (!keyword) {
    const sql = `SELECT ${GAME_COLUMNS} FROM games g JOIN (
        SELECT g.id FROM games g WHERE ${conds.join(' AND ')} ${LIST_ORDER} LIMIT ${bind(pageSize)} OFFSET ${bind(offset)}
      ) p ON p.id = g.id ${LIST_ORDER}`;
    return { keyword: false, sql, params };
  }
  const match = `lower(g.display_name) LIKE '%' || lower(${bind(escapeLike(keyword))}) || '%'`;
  const matches = TRIGRAM_KEYWORD.test(keyword)
    ? `hits AS MATERIALIZED (SELECT g.id, g.is_hot, g.sort, g.card_key, g.game_type, g.vendor FROM games g WHERE ${match}),
       found AS MATERIALIZED (SELECT g.id, g.is_hot, g.sort FROM hits g WHERE ${conds.join(' AND ')})`
    : `found AS MATERIALIZED (SELECT g.id, g.is_hot, g.sort FROM games g WHERE ${[...conds, match].join(' AND ')})`;
  const sql = `WITH ${matches},
      page AS (SELECT g.id, g.is_hot, g.sort FROM found g ${LIST_ORDER} LIMIT ${bind(pageSize)} OFFSET ${bind(offset)})
    SELECT t.total, ${GAME_COLUMNS} FROM (SELECT count(*)::int AS total FROM found) t
      LEFT JOIN (page p JOIN games g ON g.id = p.id) ON true
    ORDER BY p.is_hot DESC, p.sort, p.id`;
  return { keyword: true, sql, params };
}

/**
 * The lobby's view of the shared catalogue: only games of the merchant's enabled vendor cards, in
 * list order — hot first, then the vendor's order of its games (`sort`), then id. Each filter has an
 * index that yields that order and carries the card key (migration 015); the keyword uses the
 * trigram index on lower(display_name).
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

  return {
    /**
     * One page (its window) of the filtered list and the filtered total. A page past the end is empty.
     * Without a keyword the total is the sum of the cards' counts (`game_card_counts`) and only the
     * page is queried (not even that past the end); with one, the matches are counted.
     */
    async page(merchantId: number, filter: GameFilter, page: PageWindow, tx: Db = db): Promise<GameRowPage> {
      const scope = (await cards(merchantId, tx)).filter(
        (c) => (!filter.gameType || c.gameType === filter.gameType) && (!filter.vendor || c.vendor === filter.vendor),
      );
      if (scope.length === 0) return { rows: [], total: 0 };
      const { limit, offset } = page;
      const q = listSql(
        scope.map((c) => c.key),
        filter,
        limit,
        offset,
      );
      if (!q.keyword) {
        const total = scope.reduce((sum, c) => sum + c.games, 0);
        return { rows: offset < total ? (await tx.query<GameRow>(q.sql, q.params)).rows : [], total };
      }
      const { rows } = await tx.query<GameRow & { total: number }>(q.sql, q.params);
      // Past the end the one row carries the total and NULL game columns.
      return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
    },

    cards,

    /**
     * Hot games (`is_hot = 1`) of enabled vendors, at most `limit`: the first of each vendor's order
     * before the second, vendors in menu order, so the carousel mixes vendors.
     */
    /** The games named by (vendor, code) pairs that are listed for the merchant, in the pairs' order. */
    async byCodes(
      merchantId: number,
      pairs: readonly { vendor: string; gameCode: string }[],
      tx: Db = db,
    ): Promise<GameRow[]> {
      if (!pairs.length) return [];
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(vendor, code, o)
         JOIN games g ON g.vendor = p.vendor AND g.game_code = p.code
         WHERE ${listedFor(1)} ORDER BY p.o, g.id`,
        [merchantId, pairs.map((p) => p.vendor), pairs.map((p) => p.gameCode)],
      );
      return rows;
    },
    async hot(merchantId: number, limit = HOT_GAMES_LIMIT, tx: Db = db): Promise<GameRow[]> {
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g
         JOIN vendors v ON v.merchant_id = $1 AND v.enabled AND v.code = g.vendor AND v.game_category = g.game_type
         WHERE g.is_hot = 1 ORDER BY g.sort, v.sort, g.id LIMIT $2`,
        [merchantId, limit],
      );
      return rows;
    },

    /** A game by id when it is listed for the merchant (its vendor card enabled), or null. */
    async findListed(merchantId: number, gameId: number, tx: Db = db): Promise<GameRow | null> {
      const { rows } = await tx.query<GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g WHERE g.id = $2 AND ${listedFor(1)}`,
        [merchantId, gameId],
      );
      return rows[0] ?? null;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
