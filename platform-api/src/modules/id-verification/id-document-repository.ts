import type { Db } from '../../infra/db';
import type { ImageType } from '../../infra/http/image-type';

export type IdDocumentKind = 'FRONT' | 'BACK' | 'SELFIE';

export interface NewIdDocument {
  kind: IdDocumentKind;
  contentType: ImageType;
  bytes: Buffer;
  sha256: string;
}

/** A stored ID photo without its bytes. */
export interface IdDocumentInfo {
  kind: IdDocumentKind;
  contentType: ImageType;
  sha256: string;
  size: number;
}

/** ID photos (one per member and kind; a new upload replaces it). */
export function createIdDocumentRepository(db: Db) {
  return {
    /**
     * Stores the photos, replacing the member's earlier ones of the same kinds. The bytes travel as
     * base64 text decoded by the database: PGlite serialises a 5 MB Buffer parameter ≈10× slower.
     */
    async save(memberId: number, docs: readonly NewIdDocument[], tx: Db = db): Promise<void> {
      for (const d of docs) {
        await tx.query(
          `INSERT INTO member_id_documents (member_id, kind, content_type, bytes, sha256, size)
           VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6)
           ON CONFLICT (member_id, kind) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
             sha256 = EXCLUDED.sha256, size = EXCLUDED.size, created_at = now()`,
          [memberId, d.kind, d.contentType, d.bytes.toString('base64'), d.sha256, d.bytes.length],
        );
      }
    },
    /** When each of these members last uploaded a photo (the identity review's waiting time). */
    async uploadedAt(memberIds: readonly number[], tx: Db = db): Promise<Map<number, Date>> {
      if (memberIds.length === 0) return new Map();
      const { rows } = await tx.query<{ memberId: number; at: Date }>(
        `SELECT member_id AS "memberId", max(created_at) AS at FROM member_id_documents
         WHERE member_id = ANY($1::int[]) GROUP BY member_id`,
        [memberIds],
      );
      return new Map(rows.map((r) => [r.memberId, new Date(r.at)]));
    },
    /** The member's photos (kind order FRONT, BACK, SELFIE), without bytes. */
    async list(memberId: number, tx: Db = db): Promise<IdDocumentInfo[]> {
      const { rows } = await tx.query<IdDocumentInfo>(
        `SELECT kind, content_type AS "contentType", sha256, size FROM member_id_documents WHERE member_id = $1
         ORDER BY array_position(ARRAY['FRONT', 'BACK', 'SELFIE'], kind)`,
        [memberId],
      );
      return rows;
    },
    /** When each of these members last sent its photos (the newest photo's time), by member id. */
    async submittedAt(memberIds: readonly number[], tx: Db = db): Promise<Map<number, Date>> {
      const { rows } = await tx.query<{ id: number; at: Date }>(
        `SELECT member_id AS id, max(created_at) AS at FROM member_id_documents WHERE member_id = ANY($1::int[])
         GROUP BY member_id`,
        [[...memberIds]],
      );
      return new Map(rows.map((r) => [r.id, r.at]));
    },
    /** One photo with its bytes, or null. */
    async image(memberId: number, kind: IdDocumentKind, tx: Db = db) {
      const { rows } = await tx.query<{ contentType: ImageType; bytes: Buffer }>(
        `SELECT content_type AS "contentType", bytes FROM member_id_documents WHERE member_id = $1 AND kind = $2`,
        [memberId, kind],
      );
      return rows[0] ?? null;
    },
  };
}
export type IdDocumentRepository = ReturnType<typeof createIdDocumentRepository>;
