import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db';
import { commonError, emptyField, invalidField } from '../errors/common-errors';
import { checkImage, type CheckedImage } from '../http/image-type';
import type { UploadedFile } from '../http/multipart';
import { IMMUTABLE } from '../http/static-files';

/** A stored image: its type by content, its bytes and their sha256 (the ETag). */
export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** The tables that hold images operators upload, each owned by its module (same columns: migrations 069, 074, 078). */
export type ImageTable = 'banner_images' | 'game_icons' | 'brand_images';

/**
 * An operator's uploaded image checked the one way (banners, game icons, logos): missing → 400 VALIDATION, cut at the
 * endpoint's size limit → 413 PAYLOAD_TOO_LARGE, not a JPEG or PNG by its bytes → 400 VALIDATION; each naming `field`.
 */
export function checkedUpload(file: UploadedFile | undefined, field: string): CheckedImage {
  if (!file) throw emptyField(field);
  return checkImage(file, {
    tooLarge: () => commonError('PAYLOAD_TOO_LARGE', { field }, { message: 'activity_apply_remark_limit3' }),
    badType: () => invalidField(field, 'not a JPEG or PNG image', 'activity_apply_remark_limit2'),
  });
}

/**
 * The one way an uploaded image is stored and read back (banners, game icons, a brand's logo and favicon): under a new
 * random id per upload (an image never changes, so it is served with an immutable cache), owned by a merchant. Each
 * owning module keeps its table and decides when an image nothing shows any more is deleted.
 */
export function createImageStore(db: Db, table: ImageTable) {
  return {
    /** Stores an image of the merchant under a new random id; the id. */
    async create(merchantId: number, image: CheckedImage, tx: Db = db): Promise<string> {
      const id = randomUUID();
      // base64 text decoded by the database: PGlite serialises a large Buffer parameter slowly.
      await tx.query(
        `INSERT INTO ${table} (id, merchant_id, content_type, bytes, sha256, size)
         VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6)`,
        [id, merchantId, image.contentType, image.bytes.toString('base64'), image.sha256, image.bytes.length],
      );
      return id;
    },
    /** Whether the merchant has an image by that id. */
    async belongsTo(merchantId: number, id: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 AND merchant_id = $2`, [id, merchantId]);
      return rows.length > 0;
    },
    /** An image's type and bytes, or null. */
    async find(id: string, tx: Db = db): Promise<StoredImage | null> {
      const { rows } = await tx.query<{ contentType: string; base64: string; sha256: string }>(
        `SELECT content_type AS "contentType", encode(bytes, 'base64') AS base64, sha256 FROM ${table} WHERE id = $1`,
        [id],
      );
      const r = rows[0];
      return r
        ? { contentType: r.contentType, sha256: r.sha256, bytes: Buffer.from(r.base64.replace(/\s+/g, ''), 'base64') }
        : null;
    },
  };
}
export type ImageStore = ReturnType<typeof createImageStore>;

/** Answers a stored image: its type, cached for good (an id never changes its bytes), its ETag, never sniffed. */
export const replyWithImage = (reply: FastifyReply, image: StoredImage) =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', IMMUTABLE)
    .header('etag', `"${image.sha256}"`)
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
