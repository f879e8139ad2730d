import { randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db';
import type { CheckedImage } from '../../infra/http/image-type';

/** A stored banner image: its type by content and its bytes. */
export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** banner_images: the images operators upload for banners (migration 069). */
export function createBannerImageRepository(db: Db) {
  return {
    /** Stores an image of the merchant under a new random id; the id. */
    async create(merchantId: number, image: CheckedImage, tx: Db = db): Promise<string> {
      const id = randomUUID();
      // base64 text decoded by the database: PGlite serialises a large Buffer parameter slowly (as feedback does).
      await tx.query(
        `INSERT INTO banner_images (id, merchant_id, content_type, bytes, sha256, size)
         VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6)`,
        [id, merchantId, image.contentType, image.bytes.toString('base64'), image.sha256, image.bytes.length],
      );
      return id;
    },
    /** Whether the merchant has an image by that id. */
    async belongsTo(merchantId: number, id: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM banner_images WHERE id = $1 AND merchant_id = $2', [
        id,
        merchantId,
      ]);
      return rows.length > 0;
    },
    /** An image's type and bytes, or null. */
    async find(id: string, tx: Db = db): Promise<StoredImage | null> {
      const { rows } = await tx.query<{ contentType: string; base64: string; sha256: string }>(
        `SELECT content_type AS "contentType", encode(bytes, 'base64') AS base64, sha256
         FROM banner_images WHERE id = $1`,
        [id],
      );
      const r = rows[0];
      return r
        ? { contentType: r.contentType, sha256: r.sha256, bytes: Buffer.from(r.base64.replace(/\s+/g, ''), 'base64') }
        : null;
    },
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
