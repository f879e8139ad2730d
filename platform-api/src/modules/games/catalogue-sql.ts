import { GAME_COLUMNS, escapeLike, withSettings } from './game-card';

/** Filters of the game list (SPEC §3 Game list request). */
export interface GameFilter {
  /** Category the game is listed under (`games.game_type`). */
  gameType?: string;
  /** Vendor code (vassalage). */
  vendor?: string;
  /** Case-insensitive substring of the name players see; `%` and `_` are literal. Blank: no filter. */
  keyword?: string;
}

/** A keyword the trigram index can serve: three letters or digits in a row (pg_trgm skips the rest). */
const TRIGRAM_KEYWORD = /[\p{L}\p{N}]{3}/u;

/** The ORDER BY of the list (hot first, then the vendor's order of its games, then id). */
const LIST_ORDER = 'ORDER BY g.is_hot DESC, g.sort, g.id';

/** What a brand changed in its lobby's order and membership (merchant_game_settings), so the list picks its plan. */
export interface BrandOverrides {
  /** Ids of the games it hid. */
  hidden: number[];
  /** Ids of the games (not hidden) it gave its own hot flag or order. */
  ordered: number[];
}

/** The columns of `games` the list's keyword path filters, orders and names hits by. */
const HIT_COLUMNS = 'g.id, g.is_hot, g.sort, g.card_key, g.game_type, g.vendor, g.display_name';

/** `lower(<name>) LIKE %keyword%`, `%`, `_` and `\` of the keyword taken literally. */
export const likeKeyword = (name: string, param: string): string => `lower(${name}) LIKE '%' || lower(${param}) || '%'`;

/**
 * The games whose name matches `$<kw>` for the merchant `$<m>` (a CTE body of `columns` of `games g`): the catalogue's
 * names through the trigram index, and the brand's own names (its settings, by the primary key's merchant prefix) of
 * games whose catalogue name does not match, so each game once and the hits not fetched again. Callers still filter on
 * the name they mean (shown, or either).
 */
export const nameHits = (kw: string, m: string, columns: string): string =>
  `SELECT ${columns} FROM games g WHERE ${likeKeyword('g.display_name', kw)}
   UNION ALL SELECT ${columns} FROM merchant_game_settings r JOIN games g ON g.id = r.game_id
   WHERE r.merchant_id = ${m} AND ${likeKeyword('r.display_name', kw)} AND NOT ${likeKeyword('g.display_name', kw)}`;

/** Binds parameters in order: `$1` the card keys, `$2` the merchant, then each bound value. */
function binder(keys: readonly string[], merchantId: number) {
  const params: unknown[] = [keys, merchantId];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, bind };
}

/**
 * The list's SQL for the card keys in scope (the merchant's enabled cards of the category and vendor asked for, bound
 * as `$1`: a constant array, so `card_key = ANY` is hashed and estimated from the column's statistics; `card_key` rides
 * in the paging indexes, migration 015); `$2` is the merchant.
 *
 * Without a keyword, for a brand that kept the catalogue's hot flags and order (no `ordered`): the page alone — its ids
 * from the list index (every column it needs is in the paging indexes, so a deep page skips index entries and never
 * fetches the rows it skips; the games the brand hid are a constant array filtered on the scan), then the rows of
 * just those ids with the brand's names and icons; the caller knows the total from the card counts (less the hidden).
 * A brand that reordered some games: the first offset + pageSize of the others from the list index the same way,
 * merged with its reordered ones (a few) and cut to the page.
 *
 * With a keyword, one statement that counts the matches and answers the page (a row with the total and NULL columns when
 * the page is past the end), in the brand's order (its hot flags and sort over the catalogue's). The keyword is
 * matched with lower() on both sides against the name players see (the brand's, else the catalogue's), `%`, `_` and
 * `\` escaped. One the trigram index can serve is matched first, on its own (a few hundred rows at most for a word),
 * then filtered and sorted; a shorter one is just one more filter on the scan.
 */
export function listSql(
  keys: readonly string[],
  merchantId: number,
  filter: GameFilter,
  overrides: BrandOverrides,
  pageSize: number,
  offset: number,
) {
  const { params, bind } = binder(keys, merchantId);
  const conds = ['g.card_key = ANY($1::text[])'];
  if (filter.gameType) conds.push(`g.game_type = ${bind(filter.gameType)}`);
  if (filter.vendor) conds.push(`g.vendor = ${bind(filter.vendor)}`);
  const keyword = filter.keyword?.trim();
  if (!keyword) {
    // The brand's hidden and reordered games (a few) as a constant array: a filter on the index-only scan, which
    // keeps its order (an anti-join would read and sort every row).
    const scope = conds.join(' AND ');
    const skipped = [...overrides.hidden, ...overrides.ordered];
    if (skipped.length) conds.push(`NOT (g.id = ANY(${bind(skipped)}::int[]))`);
    if (overrides.ordered.length === 0) {
      const sql = `SELECT ${GAME_COLUMNS} FROM games g ${withSettings(2)} JOIN (
          SELECT g.id FROM games g WHERE ${conds.join(' AND ')} ${LIST_ORDER} LIMIT ${bind(pageSize)} OFFSET ${bind(offset)}
        ) p ON p.id = g.id ${LIST_ORDER}`;
      return { counted: false, sql, params };
    }
    // The reordered games merged into the catalogue's order: the first offset + pageSize of the others come from the
    // list index as above, so the page is within them and the reordered ones. `hot` stays smallint on both sides and
    // `c` is not materialised, so the plan is a Merge Append of the index scan and the few sorted reordered games that
    // stops at the page (no sort of the skipped rows).
    const reordered = bind(overrides.ordered);
    const sql = `WITH o AS MATERIALIZED (
        SELECT g.id, coalesce(s.hot, g.is_hot = 1)::int::smallint AS hot, coalesce(s.sort, g.sort) AS sort
        FROM games g ${withSettings(2)}
        WHERE g.id = ANY(${reordered}::int[]) AND ${scope}),
      c AS NOT MATERIALIZED (
        SELECT g.id, g.is_hot AS hot, g.sort FROM games g WHERE ${conds.join(' AND ')}
        ${LIST_ORDER} LIMIT ${bind(offset + pageSize)}),
      p AS (SELECT u.id, u.hot, u.sort FROM (SELECT * FROM c UNION ALL SELECT * FROM o) u
        ORDER BY u.hot DESC, u.sort, u.id LIMIT ${bind(pageSize)} OFFSET ${bind(offset)})
    SELECT ${GAME_COLUMNS} FROM p JOIN games g ON g.id = p.id ${withSettings(2)} ORDER BY p.hot DESC, p.sort, p.id`;
    return { counted: false, sql, params };
  }
  conds.push('s.hidden IS NOT TRUE');
  let from = `games g ${withSettings(2)}`;
  let hits = '';
  if (keyword) {
    const kw = bind(escapeLike(keyword));
    conds.push(likeKeyword('coalesce(s.display_name, g.display_name)', kw));
    if (TRIGRAM_KEYWORD.test(keyword)) {
      hits = `hits AS MATERIALIZED (${nameHits(kw, '$2', HIT_COLUMNS)}),`;
      from = `hits g ${withSettings(2)}`;
    }
  }
  const sql = `WITH ${hits}
      found AS MATERIALIZED (
        SELECT g.id, coalesce(s.hot, g.is_hot = 1) AS hot, coalesce(s.sort, g.sort) AS sort
        FROM ${from} WHERE ${conds.join(' AND ')}),
      page AS (SELECT f.id, f.hot, f.sort FROM found f ORDER BY f.hot DESC, f.sort, f.id
        LIMIT ${bind(pageSize)} OFFSET ${bind(offset)})
    SELECT t.total, ${GAME_COLUMNS} FROM (SELECT count(*)::int AS total FROM found) t
      LEFT JOIN (page p JOIN games g ON g.id = p.id ${withSettings(2)}) ON true
    ORDER BY p.hot DESC, p.sort, p.id`;
  return { counted: true, sql, params };
}
