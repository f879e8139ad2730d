import type { Static } from 'typebox';
import type { WhitelabelNodeSchema } from 'shared-contracts';
import type { Db } from '../../infra/db';

type WhitelabelNode = Static<typeof WhitelabelNodeSchema>;

interface Row {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
}

const flag = (on: boolean): '0' | '1' => (on ? '1' : '0');

/** The merchant's whitelabel tree (module groups and their modules). */
export function createWhitelabelRepository(db: Db) {
  return {
    /** True when the module and its group (if any) are both enabled for the merchant (the rows' own flags). */
    async isEnabled(merchantId: number, modId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query<{ enabled: boolean }>(
        `SELECT c.enabled AND coalesce(g.enabled, true) AS enabled
         FROM whitelabel_modules c
         LEFT JOIN whitelabel_modules g ON g.merchant_id = c.merchant_id AND g.mod_id = c.parent_mod_id
         WHERE c.merchant_id = $1 AND c.mod_id = $2`,
        [merchantId, modId],
      );
      return rows[0]?.enabled ?? false;
    },
    /** The two-level tree, groups and children in sort order, with the rows' own flags. */
    async tree(merchantId: number, tx: Db = db): Promise<WhitelabelNode[]> {
      const { rows } = await tx.query<Row>(
        `SELECT w.mod_id AS "modId", w.parent_mod_id AS "parentModId", w.enabled
         FROM whitelabel_modules w WHERE w.merchant_id = $1 ORDER BY w.sort, w.mod_id`,
        [merchantId],
      );
      const groups = rows.filter((r) => r.parentModId === null);
      return groups.map((g) => ({
        modId: g.modId,
        enabled: flag(g.enabled),
        children: rows
          .filter((r) => r.parentModId === g.modId)
          .map((c) => ({ modId: c.modId, enabled: flag(c.enabled) })),
      }));
    },
    /** Switches one module (the row's own flag) on or off; false when the merchant has no such module. */
    async setEnabled(merchantId: number, modId: string, on: boolean, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE whitelabel_modules SET enabled = $3 WHERE merchant_id = $1 AND mod_id = $2 RETURNING mod_id',
        [merchantId, modId, on],
      );
      return rows.length > 0;
    },
  };
}
export type WhitelabelRepository = ReturnType<typeof createWhitelabelRepository>;
