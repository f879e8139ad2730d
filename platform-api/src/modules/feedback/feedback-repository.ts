import type { FeedbackContact, FeedbackStatus, FeedbackType } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { CheckedImage } from '../../infra/http/image-type';
import type { PageWindow } from '../../infra/paging';

/** One feedback row as the service reads it. */
export interface StoredFeedback {
  id: number;
  merchantId: number;
  memberId: number;
  type: FeedbackType;
  content: string;
  contact: FeedbackContact;
  status: FeedbackStatus;
  images: number;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
}

export interface NewFeedback {
  merchantId: number;
  memberId: number;
  type: FeedbackType;
  content: string;
  contact: FeedbackContact;
}

const ROW = `f.id, f.merchant_id AS "merchantId", f.member_id AS "memberId", f.type, f.content, f.contact, f.status,
  (SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS images, f.answer,
  f.answered_by AS "answeredBy", f.answered_at AS "answeredAt", f.closed_at AS "closedAt", f.created_at AS "createdAt"`;

/** feedback and feedback_images: the players' feedback and its screenshots. */
export function createFeedbackRepository(db: Db) {
  const one = async (id: number, tx: Db) =>
    (await tx.query<StoredFeedback>(`SELECT ${ROW} FROM feedback f WHERE f.id = $1`, [id])).rows[0] ?? null;
  return {
    /** Stores feedback and its screenshots (numbered from 1 in order); its id. */
    async create(f: NewFeedback, images: readonly CheckedImage[], at: Date, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO feedback (merchant_id, member_id, type, content, contact, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [f.merchantId, f.memberId, f.type, f.content, f.contact, at],
      );
      const id = rows[0]!.id;
      for (const [i, img] of images.entries())
        // base64 text decoded by the database: PGlite serialises a large Buffer parameter slowly (id documents do the same).
        await tx.query(
          `INSERT INTO feedback_images (feedback_id, n, content_type, bytes, sha256, size)
           VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6)`,
          [id, i + 1, img.contentType, img.bytes.toString('base64'), img.sha256, img.bytes.length],
        );
      return id;
    },
    /** How many feedback the member sent since `since`. */
    async countSince(memberId: number, since: Date, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM feedback WHERE member_id = $1 AND created_at > $2',
        [memberId, since],
      );
      return rows[0]!.n;
    },
    /** The member's feedback, newest first. */
    async ofMember(memberId: number, limit: number, tx: Db = db): Promise<StoredFeedback[]> {
      const { rows } = await tx.query<StoredFeedback>(
        `SELECT ${ROW} FROM feedback f WHERE f.member_id = $1 ORDER BY f.id DESC LIMIT $2`,
        [memberId, limit],
      );
      return rows;
    },
    /** A merchant's feedback of a status (any when null), oldest first, and how many there are. */
    async ofMerchant(merchantId: number, status: FeedbackStatus | null, page: PageWindow, tx: Db = db) {
      const where = 'f.merchant_id = $1 AND ($2::text IS NULL OR f.status = $2)';
      const [{ rows }, count] = [
        await tx.query<StoredFeedback>(
          `SELECT ${ROW} FROM feedback f WHERE ${where} ORDER BY f.id LIMIT $3 OFFSET $4`,
          [merchantId, status, page.limit, page.offset],
        ),
        await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f WHERE ${where}`, [merchantId, status]),
      ];
      return { rows, total: count.rows[0]!.n };
    },
    /** One feedback of the merchant, locked for a decision when `lock`; null when there is none. */
    async find(merchantId: number, id: number, tx: Db = db, lock = false): Promise<StoredFeedback | null> {
      const { rows } = await tx.query<{ id: number }>(
        `SELECT id FROM feedback WHERE id = $1 AND merchant_id = $2${lock ? ' FOR UPDATE' : ''}`,
        [id, merchantId],
      );
      return rows[0] ? one(id, tx) : null;
    },
    /** Stores the answer (status answered) unless the feedback is closed; whether it did. */
    async answer(id: number, answer: string, by: string, at: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE feedback SET status = 'answered', answer = $2, answered_by = $3, answered_at = $4
         WHERE id = $1 AND status <> 'closed' RETURNING id`,
        [id, answer, by, at],
      );
      return rows.length > 0;
    },
    /** Closes the feedback unless it is closed; whether it did. */
    async close(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE feedback SET status = 'closed', closed_at = $2 WHERE id = $1 AND status <> 'closed' RETURNING id`,
        [id, at],
      );
      return rows.length > 0;
    },
    /** Screenshot `n` of a feedback of the merchant, with its bytes; null otherwise. */
    async image(merchantId: number, id: number, n: number, tx: Db = db) {
      const { rows } = await tx.query<{ contentType: string; bytes: Buffer }>(
        `SELECT i.content_type AS "contentType", i.bytes FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
         WHERE f.id = $1 AND f.merchant_id = $2 AND i.n = $3`,
        [id, merchantId, n],
      );
      return rows[0] ?? null;
    },
    /** A merchant's own limits, or null (the defaults apply). */
    async settings(merchantId: number, tx: Db = db) {
      const { rows } = await tx.query<{ minWords: number; maxWords: number; perHour: number }>(
        `SELECT min_words AS "minWords", max_words AS "maxWords", per_hour AS "perHour"
         FROM feedback_settings WHERE merchant_id = $1`,
        [merchantId],
      );
      return rows[0] ?? null;
    },
    /** Sets a merchant's limits. */
    async setSettings(merchantId: number, s: { minWords: number; maxWords: number; perHour: number }, tx: Db = db) {
      await tx.query(
        `INSERT INTO feedback_settings (merchant_id, min_words, max_words, per_hour) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id) DO UPDATE SET min_words = $2, max_words = $3, per_hour = $4`,
        [merchantId, s.minWords, s.maxWords, s.perHour],
      );
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
