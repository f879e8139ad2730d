import type { Db } from '../../external/db';
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

interface ListQuery {
  /** `WITH …` prefix (the keyword's matches) or ''. */
  with: string;
  /** What `g` ranges over: `games g`, or the keyword's matches. */
  from: string;
  where: string;
  params: unknown[];
}

/**
 * The source, WHERE clause and parameters of a filtered list. `$1` is the merchant's enabled card
 * keys (`cardKeys`): bound as a constant array, `= ANY` is hashed and estimated from the column's
 * statistics, and `card_key` rides in the paging indexes (migration 015).
 *
 * A keyword is matched with lower() on both sides (the trigram index is on lower(display_name), and
 * case folding is then the database's for the column and the keyword alike), `%`/`_` escaped. One
 * the trigram index can serve is matched first, on its own (a materialised CTE: a few hundred rows
 * at most for a word, then filtered and sorted), so a page deep in the results never walks the
 * list index fetching rows to test; a shorter one is just one more filter on the list scan.
 */
function listQuery(keys: readonly string[], filter: GameFilter): ListQuery {
  const params: unknown[] = [keys];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conds = ['g.card_key = ANY($1::text[])'];
  if (filter.gameType) conds.push(`g.game_type = ${bind(filter.gameType)}`);
  if (filter.vendor) conds.push(`g.vendor = ${bind(filter.vendor)}`);
  const keyword = filter.keyword?.trim();
  if (!keyword) return { with: '', from: 'games g', where: conds.join(' AND '), params };
  const match = `lower(g.display_name) LIKE '%' || lower(${bind(escapeLike(keyword))}) || '%'`;
  if (!TRIGRAM_KEYWORD.test(keyword)) {
    return { with: '', from: 'games g', where: [...conds, match].join(' AND '), params };
  }
  return {
    with: `WITH hits AS MATERIALIZED (SELECT g.id, g.is_hot, g.sort, g.card_key, g.game_type, g.vendor
      FROM games g WHERE ${match})`,
    from: 'hits g',
    where: conds.join(' AND '),
    params,
  };
}

/**
 * The lobby's view of the shared catalogue: only games of the merchant's enabled vendor cards, in
 * list order — hot first, then the vendor's order of its games (`sort`), then id. Each filter has an
 * index that yields that order and carries the card key (migration 015); the keyword uses the
 * trigram index on lower(display_name).
 */
export function createCatalogueRepository(db: Db) {
  /** The `games.card_key` of each enabled vendor card of the merchant ('PG/RNG'): the groups it lists. */
  async function cardKeys(merchantId: number, tx: Db = db): Promise<string[]> {
    const { rows } = await tx.query<{ keys: string[] }>(
      `SELECT coalesce(array_agg(code || '/' || game_category), '{}') AS keys
       FROM vendors WHERE merchant_id = $1 AND enabled`,
      [merchantId],
    );
    return rows[0]?.keys ?? [];
  }

  return {
    /** One page (1-based) of the filtered list and the filtered total. A page past the end is empty. */
    async page(
      merchantId: number,
      filter: GameFilter,
      pageNo: number,
      pageSize: number,
      tx: Db = db,
    ): Promise<GameRowPage> {
      const q = listQuery(await cardKeys(merchantId, tx), filter);
      const n = q.params.length;
      const [count, page] = await Promise.all([
        tx.query<{ n: number }>(`${q.with} SELECT count(*)::int AS n FROM ${q.from} WHERE ${q.where}`, q.params),
        // The page's ids first, from the list index alone (every column it needs is in the paging
        // indexes), then the rows of just those ids: a deep page never fetches the rows it skips.
        tx.query<GameRow>(
          `${q.with} SELECT ${GAME_COLUMNS} FROM games g JOIN (
             SELECT g.id, g.is_hot, g.sort FROM ${q.from} WHERE ${q.where}
             ORDER BY g.is_hot DESC, g.sort, g.id LIMIT $${n + 1} OFFSET $${n + 2}
           ) p ON p.id = g.id
           ORDER BY p.is_hot DESC, p.sort, p.id`,
          [...q.params, pageSize, (pageNo - 1) * pageSize],
        ),
      ]);
      return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
    },

    cardKeys,

    /**
     * Hot games (`is_hot = 1`) of enabled vendors, at most `limit`: the first of each vendor's order
     * before the second, vendors in menu order, so the carousel mixes vendors.
     */
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
