import type { Banner, BannerGroup } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Banners by group (w_home, w_hotgames …). */
export function createBannerRepository(db: Db) {
  return {
    /** The merchant's banners of one group, in display order. */
    async listByGroup(merchantId: number, group: BannerGroup, tx: Db = db): Promise<Banner[]> {
      const { rows } = await tx.query<Banner>(
        `SELECT id, image_url AS url, title, linkage_type AS "linkageType", linkage, group_name AS "groupName"
         FROM banners WHERE merchant_id = $1 AND group_name = $2 ORDER BY sort, id`,
        [merchantId, group],
      );
      return rows;
    },
    /** One banner's title and merchant (for its generated image), or null. */
    async artOf(id: number, tx: Db = db): Promise<{ title: string; merchantId: number } | null> {
      const { rows } = await tx.query<{ title: string; merchantId: number }>(
        'SELECT title, merchant_id AS "merchantId" FROM banners WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
export type BannerRepository = ReturnType<typeof createBannerRepository>;
