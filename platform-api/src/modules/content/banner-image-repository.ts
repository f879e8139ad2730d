import type { Db } from '../../infra/db';
import { createImageStore } from '../../infra/uploads/image-store';

/** banner_images (migration 069): the images operators upload for banners, kept through the shared image store. */
export function createBannerImageRepository(db: Db) {
  return {
    ...createImageStore(db, 'banner_images'),
    /** Deletes an image no banner shows any more (a replaced or deleted banner's); kept while one still does. */
    async removeUnused(id: string, tx: Db = db): Promise<void> {
      await tx.query(
        'DELETE FROM banner_images WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM banners WHERE image_id = $1)',
        [id],
      );
    },
  };
}
export type BannerImageRepository = ReturnType<typeof createBannerImageRepository>;
