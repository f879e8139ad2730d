import type { OpsVendor, Vendor, VendorPatch } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { VENDOR_CATALOGUE, vendorKey } from './vendor-catalogue';

/** The console's view of a card (ISO instants, the window's state now). */
const OPS_COLUMNS = `v.game_category || ':' || v.code AS key, v.code, v.game_category AS category,
  v.display_name AS "displayName", v.enabled, v.is_hot = 1 AS hot, v.sort,
  (SELECT count(*)::int FROM games g WHERE g.vendor = v.code AND g.game_type = v.game_category) AS games,
  to_char(v.maintenance_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "maintenanceFrom",
  to_char(v.maintenance_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "maintenanceUntil",
  COALESCE(v.maintenance_from <= now() AND (v.maintenance_until IS NULL OR v.maintenance_until > now()), false)
    AS "inMaintenance"`;

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

    /** Every card of the merchant (on or off) as the console shows it, in menu order. */
    async listForOps(merchantId: number, tx: Db = db): Promise<OpsVendor[]> {
      const { rows } = await tx.query<OpsVendor>(
        `SELECT ${OPS_COLUMNS} FROM vendors v WHERE v.merchant_id = $1 ORDER BY v.sort, v.code`,
        [merchantId],
      );
      return rows;
    },

    /**
     * Changes one card (absent fields kept, a null bound cleared); the card after, or null when the merchant has none
     * of that category and code. A window whose end is not after its start breaks the table's check (the caller
     * validates first).
     */
    async update(
      merchantId: number,
      card: { category: string; code: string },
      p: VendorPatch,
      tx: Db = db,
    ): Promise<OpsVendor | null> {
      const has = (k: keyof VendorPatch) => p[k] !== undefined;
      const { rows } = await tx.query<OpsVendor>(
        `UPDATE vendors v SET
           enabled = CASE WHEN $4 THEN $5 ELSE enabled END,
           is_hot = CASE WHEN $6 THEN $7::smallint ELSE is_hot END,
           sort = CASE WHEN $8 THEN $9 ELSE sort END,
           display_name = CASE WHEN $10 THEN $11 ELSE display_name END,
           maintenance_from = CASE WHEN $12 THEN $13::timestamptz ELSE maintenance_from END,
           maintenance_until = CASE WHEN $14 THEN $15::timestamptz ELSE maintenance_until END
         WHERE v.merchant_id = $1 AND v.game_category = $2 AND v.code = $3
         RETURNING ${OPS_COLUMNS}`,
        [
          merchantId,
          card.category,
          card.code,
          has('enabled'),
          p.enabled ?? false,
          has('hot'),
          p.hot ? 1 : 0,
          has('sort'),
          p.sort ?? 0,
          has('displayName'),
          p.displayName?.trim() ?? '',
          has('maintenanceFrom'),
          p.maintenanceFrom ?? null,
          has('maintenanceUntil'),
          p.maintenanceUntil ?? null,
        ],
      );
      return rows[0] ?? null;
    },

    /** The end of the maintenance window a vendor's card is in now (ISO), or null. */
    async maintenanceUntil(merchantId: number, code: string, category: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ until: Date | null; inside: boolean }>(
        `SELECT maintenance_until AS until, true AS inside FROM vendors
         WHERE merchant_id = $1 AND code = $2 AND game_category = $3 AND maintenance_from <= now()
           AND (maintenance_until IS NULL OR maintenance_until > now())
         LIMIT 1`,
        [merchantId, code, category],
      );
      const row = rows[0];
      if (!row) return null;
      return row.until ? new Date(row.until).toISOString() : 'open';
    },
  };
}
export type VendorRepository = ReturnType<typeof createVendorRepository>;
