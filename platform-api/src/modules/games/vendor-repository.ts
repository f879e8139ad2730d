import type { Vendor } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { VENDOR_CATALOGUE, vendorKey } from './vendor-catalogue';

/** A merchant's vendor cards with the size of each vendor's catalogue. */
export function createVendorRepository(db: Db) {
  return {
    /** Enabled vendors of the merchant, sorted, each with gameCount (its games of that category). */
    async listEnabled(merchantId: number, tx: Db = db): Promise<Vendor[]> {
      const { rows } = await tx.query<Vendor>(
        `SELECT v.code AS vassalage, v.display_name AS "displayName", v.game_category AS "gameCategory",
                v.is_game AS "isGame", v.node_id AS "nodeId", v.game_code AS "gameCode", v.game_type AS "gameType",
                v.icon_url AS "iconUrl", v.large_icon_url AS "lagerIcon", v.is_hot::int AS "isHot",
                (SELECT count(*)::int FROM games g WHERE g.vendor = v.code AND g.game_type = v.game_category) AS "gameCount"
         FROM vendors v WHERE v.merchant_id = $1 AND v.enabled ORDER BY v.sort, v.code`,
        [merchantId],
      );
      return rows;
    },

    /** Whether the merchant has a vendor card of `code` (enabled or not). */
    async has(merchantId: number, code: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM vendors WHERE merchant_id = $1 AND code = $2 LIMIT 1', [
        merchantId,
        code,
      ]);
      return rows.length > 0;
    },

    /** The merchant's vendor codes (enabled cards), in menu order. */
    async codes(merchantId: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ code: string }>(
        'SELECT code FROM vendors WHERE merchant_id = $1 AND enabled GROUP BY code ORDER BY min(sort), code',
        [merchantId],
      );
      return rows.map((r) => r.code);
    },

    /**
     * A new merchant's vendor cards: one per catalogue vendor, in menu order, with generated icons; on when `enabled`
     * holds its key (`CATEGORY:CODE`).
     */
    async insertCatalogue(merchantId: number, enabled: (key: string) => boolean, tx: Db = db): Promise<void> {
      const v = VENDOR_CATALOGUE;
      await tx.query(
        `INSERT INTO vendors (merchant_id, code, display_name, game_category, is_game, node_id, game_code, game_type,
           icon_url, large_icon_url, is_hot, sort, enabled)
         SELECT $1, c, n, cat, ig, 1000 + o::int, CASE WHEN ig = 'GAME' THEN c END, cat,
           '/assets/icon/' || c || '.svg', '/assets/icon/' || c || '.svg?size=large', h, o::int, e
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::smallint[], $7::boolean[])
           WITH ORDINALITY AS t(c, n, cat, ig, h, e, o)`,
        [
          merchantId,
          v.map((x) => x.code),
          v.map((x) => x.name),
          v.map((x) => x.category),
          v.map((x) => x.isGame),
          v.map((x) => (x.hot ? 1 : 0)),
          v.map((x) => enabled(vendorKey(x))),
        ],
      );
    },

    /** The keys (`CATEGORY:CODE`) of the merchant's enabled vendor cards, in menu order. */
    async enabledKeys(merchantId: number, tx: Db = db): Promise<string[]> {
      const { rows } = await tx.query<{ key: string }>(
        `SELECT game_category || ':' || code AS key FROM vendors WHERE merchant_id = $1 AND enabled ORDER BY sort, code`,
        [merchantId],
      );
      return rows.map((r) => r.key);
    },
  };
}
export type VendorRepository = ReturnType<typeof createVendorRepository>;
