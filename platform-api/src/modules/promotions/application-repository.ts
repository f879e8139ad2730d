import type { Db } from '../../infra/db';
import type { CheckedImage } from '../../infra/http/image-type';

export type ApplicationStatus = 'APPLYING' | 'APPROVED' | 'REJECTED';

export interface ApplicationRow {
  id: number;
  merchantId: number;
  activityId: number;
  memberId: number;
  comment: string;
  status: ApplicationStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

export interface ImageInfo {
  ordinal: number;
  contentType: string;
  size: number;
  filename: string | null;
}

/** An image to store: checked (type by content, size) and its original name. */
export interface NewImage extends CheckedImage {
  filename: string | null;
}

const COLUMNS = `id, merchant_id AS "merchantId", activity_id AS "activityId", member_id AS "memberId", comment, status,
  reason, created_at AS "createdAt", decided_at AS "decidedAt", decided_by AS "decidedBy"`;

const toRow = (r: Record<string, unknown>): ApplicationRow => ({
  ...(r as unknown as ApplicationRow),
  createdAt: new Date(r.createdAt as string),
  decidedAt: r.decidedAt ? new Date(r.decidedAt as string) : null,
});

/** promotion_applications and their images: one application per member and activity. */
export function createApplicationRepository(db: Db) {
  return {
    /** The new application's id, or null when the member already applied to the activity. */
    async insert(
      tx: Db,
      a: { merchantId: number; activityId: number; memberId: number; comment: string; at: Date },
    ): Promise<number | null> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO promotion_applications (merchant_id, activity_id, member_id, comment, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (activity_id, member_id) DO NOTHING RETURNING id`,
        [a.merchantId, a.activityId, a.memberId, a.comment, a.at],
      );
      return rows[0]?.id ?? null;
    },

    /** Stores the images as ordinals 1, 2, 3 (bytes as base64 text: PGlite serialises big Buffers slowly). */
    async saveImages(tx: Db, applicationId: number, images: readonly NewImage[]): Promise<void> {
      for (const [i, image] of images.entries())
        await tx.query(
          `INSERT INTO promotion_application_images (application_id, ordinal, content_type, bytes, sha256, size, filename)
           VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6, $7)`,
          [
            applicationId,
            i + 1,
            image.contentType,
            image.bytes.toString('base64'),
            image.sha256,
            image.bytes.length,
            image.filename,
          ],
        );
    },

    /** The member's applications to these activities, by activity. */
    async ofMember(
      memberId: number,
      activityIds: readonly number[],
      tx: Db = db,
    ): Promise<Map<number, ApplicationRow>> {
      if (activityIds.length === 0) return new Map();
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_applications WHERE member_id = $1 AND activity_id = ANY($2::int[])`,
        [memberId, activityIds],
      );
      return new Map(rows.map(toRow).map((a) => [a.activityId, a]));
    },

    /** The merchant's applications of `status` (and activity), oldest first (the review queue). */
    async list(
      merchantId: number,
      q: { status: ApplicationStatus; activityId: number | null; limit: number },
      tx: Db = db,
    ): Promise<ApplicationRow[]> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_applications
         WHERE merchant_id = $1 AND status = $2 AND ($3::int IS NULL OR activity_id = $3::int)
         ORDER BY id LIMIT $4`,
        [merchantId, q.status, q.activityId, q.limit],
      );
      return rows.map(toRow);
    },

    /** What images each application has (no bytes). */
    async imagesOf(applicationIds: readonly number[], tx: Db = db): Promise<Map<number, ImageInfo[]>> {
      const out = new Map<number, ImageInfo[]>();
      if (applicationIds.length === 0) return out;
      const { rows } = await tx.query<ImageInfo & { applicationId: number }>(
        `SELECT application_id AS "applicationId", ordinal, content_type AS "contentType", size, filename
         FROM promotion_application_images WHERE application_id = ANY($1::int[]) ORDER BY application_id, ordinal`,
        [applicationIds],
      );
      for (const { applicationId, ...image } of rows)
        out.set(applicationId, [...(out.get(applicationId) ?? []), { ...image, ordinal: Number(image.ordinal) }]);
      return out;
    },

    /** One image of one of the merchant's applications (type and bytes), or null. */
    async image(merchantId: number, applicationId: number, ordinal: number, tx: Db = db) {
      const { rows } = await tx.query<{ contentType: string; base64: string }>(
        `SELECT i.content_type AS "contentType", encode(i.bytes, 'base64') AS base64
         FROM promotion_application_images i JOIN promotion_applications a ON a.id = i.application_id
         WHERE a.merchant_id = $1 AND i.application_id = $2 AND i.ordinal = $3`,
        [merchantId, applicationId, ordinal],
      );
      const r = rows[0];
      return r ? { contentType: r.contentType, bytes: Buffer.from(r.base64.replace(/\s+/g, ''), 'base64') } : null;
    },

    /** One of the merchant's applications under a row lock (the decision), or null. */
    async lock(tx: Db, merchantId: number, id: number): Promise<ApplicationRow | null> {
      const { rows } = await tx.query(
        `SELECT ${COLUMNS} FROM promotion_applications WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
        [merchantId, id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async decide(
      tx: Db,
      id: number,
      d: { status: 'APPROVED' | 'REJECTED'; reason: string | null; actor: string; at: Date },
    ): Promise<ApplicationRow> {
      const { rows } = await tx.query(
        `UPDATE promotion_applications SET status = $2, reason = $3, decided_by = $4, decided_at = $5
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, d.status, d.reason, d.actor, d.at],
      );
      return toRow(rows[0]!);
    },
  };
}
export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
