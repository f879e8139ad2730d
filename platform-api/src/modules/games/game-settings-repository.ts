import type { CatalogueQuery, GameResettable, GameSettingsPatch } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { PageWindow } from '../../infra/paging';
import { escapeLike } from './game-card';
import { likeKeyword, nameHits } from './catalogue-sql';

/** A game of the catalogue with the brand's settings, as the console's search reads it. */
export interface SettingsRow {
  id: number;
  vendor: string;
  gameCode: string;
  category: string;
  name: string;
  displayName: string | null;
  iconId: string | null;
  hot: boolean;
  hotSet: boolean;
  sort: number;
  sortSet: boolean;
  hidden: boolean;
  listed: boolean;
  updatedAt: Date | null;
}

/** Trigram-served keywords: three letters or digits in a row (shorter ones filter the scan). */
const TRIGRAM_KEYWORD = /[\p{L}\p{N}]{3}/u;

/** The columns of `games` the search filters and orders its hits by. */
const HIT_COLUMNS = 'g.id, g.vendor, g.sort, g.game_type, g.is_hot, g.display_name';

/** `SettingsRow` from `games g`, the brand's settings `s` and its vendor card `v`. */
const COLUMNS = `g.id, g.vendor, g.game_code AS "gameCode", g.game_type AS category, g.display_name AS name,
  s.display_name AS "displayName", s.icon_id AS "iconId",
  coalesce(s.hot, g.is_hot = 1) AS hot, s.hot IS NOT NULL AS "hotSet",
  coalesce(s.sort, g.sort) AS sort, s.sort IS NOT NULL AS "sortSet",
  coalesce(s.hidden, false) AS hidden, coalesce(v.enabled, false) AS listed, s.updated_at AS "updatedAt"`;
const JOINS = (m: string) => `LEFT JOIN merchant_game_settings s ON s.merchant_id = ${m} AND s.game_id = g.id
  LEFT JOIN vendors v ON v.merchant_id = ${m} AND v.code = g.vendor AND v.game_category = g.game_type`;
/** The console's order: vendor, the catalogue's order of its games, id (games_vendor_sort_idx, then an incremental sort). */
const ORDER = 'ORDER BY g.vendor, g.sort, g.id';

/** merchant_game_settings and game_icons (migration 074): a brand's settings of catalogue games and its icons. */
export function createGameSettingsRepository(db: Db) {
  const one = async (merchantId: number, gameId: number, tx: Db): Promise<SettingsRow | null> => {
    const { rows } = await tx.query<SettingsRow>(`SELECT ${COLUMNS} FROM games g ${JOINS('$1')} WHERE g.id = $2`, [
      merchantId,
      gameId,
    ]);
    return rows[0] ?? null;
  };

  return {
    /**
     * One page of the whole catalogue for the brand (listed or not) and the filtered total. `q` matches, any case, a
     * piece of the brand's name or of the catalogue's: a word through the trigram index (and the brand's few
     * settings rows), a shorter piece on the scan.
     */
    async search(merchantId: number, query: CatalogueQuery, page: PageWindow, tx: Db = db) {
      const params: unknown[] = [merchantId];
      const bind = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const conds: string[] = [];
      if (query.category) conds.push(`g.game_type = ${bind(query.category)}`);
      if (query.vendor) conds.push(`g.vendor = ${bind(query.vendor)}`);
      if (query.hot !== undefined) conds.push(`coalesce(s.hot, g.is_hot = 1) = ${bind(query.hot)}`);
      if (query.hidden !== undefined) conds.push(`coalesce(s.hidden, false) = ${bind(query.hidden)}`);
      const q = query.q?.trim();
      let from = 'games g';
      let hits = '';
      if (q) {
        const kw = bind(escapeLike(q));
        conds.push(`(${likeKeyword('g.display_name', kw)} OR ${likeKeyword('s.display_name', kw)})`);
        if (TRIGRAM_KEYWORD.test(q)) {
          hits = `hits AS MATERIALIZED (${nameHits(kw, '$1', HIT_COLUMNS)}),`;
          from = 'hits g';
        }
      }
      const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
      // Only the catalogue's columns filter: the page's ids in order from the vendor index, then just their rows.
      const plain = !q && query.hot === undefined && query.hidden === undefined;
      const found = plain
        ? ''
        : `found AS MATERIALIZED (
             SELECT g.id, g.vendor, g.sort
             FROM ${from} LEFT JOIN merchant_game_settings s ON s.merchant_id = $1 AND s.game_id = g.id ${where}),`;
      const source = plain ? `games g ${where}` : 'found g';
      const { rows } = await tx.query<SettingsRow & { total: number }>(
        `WITH ${hits} ${found}
           page AS (SELECT g.id, g.vendor, g.sort FROM ${source} ${ORDER}
             LIMIT ${bind(page.limit)} OFFSET ${bind(page.offset)})
         SELECT t.total, ${COLUMNS} FROM (SELECT count(*)::int AS total FROM ${source}) t
           LEFT JOIN (page p JOIN games g ON g.id = p.id ${JOINS('$1')}) ON true
         ${ORDER}`,
        params,
      );
      return { rows: rows.filter((r) => r.id !== null), total: rows[0]?.total ?? 0 };
    },

    /** One game with the brand's settings, or null for a game the catalogue does not have. */
    find: (merchantId: number, gameId: number, tx: Db = db) => one(merchantId, gameId, tx),

    /**
     * Writes the brand's settings of a game (a row made on the first change): the patch's fields, `reset` ones back
     * to NULL (the catalogue's), `iconId` when given. The row after.
     */
    async write(
      merchantId: number,
      gameId: number,
      patch: Omit<GameSettingsPatch, 'reset'> & { reset?: readonly GameResettable[]; iconId?: string },
      tx: Db,
    ): Promise<SettingsRow> {
      const reset = new Set(patch.reset ?? []);
      const value = <T>(field: GameResettable, v: T | undefined) => (reset.has(field) ? null : (v ?? null));
      const keep = (field: GameResettable, v: unknown) => !reset.has(field) && v === undefined;
      await tx.query(
        `INSERT INTO merchant_game_settings (merchant_id, game_id, display_name, hot, sort, hidden, icon_id)
         VALUES ($1, $2, $3, $4, $5, coalesce($6, false), $7)
         ON CONFLICT (merchant_id, game_id) DO UPDATE SET
           display_name = CASE WHEN $8 THEN merchant_game_settings.display_name ELSE EXCLUDED.display_name END,
           hot = CASE WHEN $9 THEN merchant_game_settings.hot ELSE EXCLUDED.hot END,
           sort = CASE WHEN $10 THEN merchant_game_settings.sort ELSE EXCLUDED.sort END,
           hidden = coalesce($6, merchant_game_settings.hidden),
           icon_id = CASE WHEN $11 THEN merchant_game_settings.icon_id ELSE EXCLUDED.icon_id END,
           updated_at = now()`,
        [
          merchantId,
          gameId,
          value('displayName', patch.displayName?.trim()),
          value('hot', patch.hot),
          value('sort', patch.sort),
          patch.hidden ?? null,
          value('icon', patch.iconId),
          keep('displayName', patch.displayName),
          keep('hot', patch.hot),
          keep('sort', patch.sort),
          keep('icon', patch.iconId),
        ],
      );
      return (await one(merchantId, gameId, tx))!;
    },

    /** Deletes an icon no game shows any more (a replaced or reset one). */
    async removeUnusedIcon(id: string, tx: Db): Promise<void> {
      await tx.query(
        'DELETE FROM game_icons WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM merchant_game_settings WHERE icon_id = $1)',
        [id],
      );
    },
  };
}
export type GameSettingsRepository = ReturnType<typeof createGameSettingsRepository>;
