import type { Theme } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** One published look of a brand. */
export interface ThemeVersion {
  version: number;
  name: string;
  theme: Theme;
  publishedBy: string;
  revertedFrom: number | null;
  publishedAt: Date;
}

const COLUMNS = `version, name, theme, published_by AS "publishedBy", reverted_from AS "revertedFrom",
  published_at AS "publishedAt"`;

/** brand_theme_versions: every look a brand published, newest first. */
export function createThemeVersionRepository(db: Db) {
  return {
    /** The brand's published looks, newest first (at most `limit`). */
    async list(merchantId: number, limit: number, tx: Db = db): Promise<ThemeVersion[]> {
      const { rows } = await tx.query<ThemeVersion>(
        `SELECT ${COLUMNS} FROM brand_theme_versions WHERE merchant_id = $1 ORDER BY version DESC LIMIT $2`,
        [merchantId, limit],
      );
      return rows;
    },
    async find(merchantId: number, version: number, tx: Db = db): Promise<ThemeVersion | null> {
      const { rows } = await tx.query<ThemeVersion>(
        `SELECT ${COLUMNS} FROM brand_theme_versions WHERE merchant_id = $1 AND version = $2`,
        [merchantId, version],
      );
      return rows[0] ?? null;
    },
    /** Records a published look as the brand's next version (the merchant row is locked by the caller's update). */
    async insert(
      merchantId: number,
      look: { name: string; theme: Theme; publishedBy: string; revertedFrom: number | null },
      tx: Db = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ version: number }>(
        `INSERT INTO brand_theme_versions (merchant_id, version, name, theme, published_by, reverted_from)
         SELECT $1, COALESCE(max(version), 0) + 1, $2, $3::jsonb, $4, $5 FROM brand_theme_versions WHERE merchant_id = $1
         RETURNING version`,
        [merchantId, look.name, JSON.stringify(look.theme), look.publishedBy, look.revertedFrom],
      );
      return rows[0]!.version;
    },
  };
}
