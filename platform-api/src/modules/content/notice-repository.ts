import { sanitizeRichText } from '../../infra/sanitize';
import type { Db } from '../../infra/db';

export type NoticeKind = 'PLAYER' | 'POPUP' | 'PROMOTION';
/** Popup audience (SPEC §3): A everyone, B logged-in members, F anonymous visitors. */
export type PopupExecution = 'A' | 'B' | 'F';

export interface NewNotice {
  kind: NoticeKind;
  title: string;
  /** HTML; sanitised here before it is stored. */
  content: string;
  /** POPUP only (required there). */
  execution?: PopupExecution;
  /** PROMOTION only (required there). */
  promotionType?: string;
  sort?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  execution: PopupExecution | null;
  promotionType: string | null;
}

/** A notice as the console manages it (every field, its window and when it was made). */
export interface NoticeAdminRow extends NoticeRow {
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

/** What a console write stores (checked by the content module's notice admin first; content sanitised here). */
export interface NoticeWrite {
  kind: NoticeKind;
  title: string;
  content: string;
  execution: PopupExecution | null;
  promotionType: string | null;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

const ADMIN_ROW = `id, kind, title, content, execution, promotion_type AS "promotionType", sort, starts_at AS "startsAt",
  ends_at AS "endsAt", created_at AS "createdAt"`;

/** Notices of the home page (SPEC §3 notice response): the notice bar, popups and promotions. */
export function createNoticeRepository(db: Db) {
  return {
    /**
     * Stores a notice with its content sanitised (src/lib/sanitize.ts: no scripts, handlers or
     * `javascript:` URLs), so what the API answers is safe to render; returns its id.
     */
    async create(merchantId: number, n: NewNotice, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO notices (merchant_id, kind, title, content, execution, promotion_type, sort, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          merchantId,
          n.kind,
          n.title,
          sanitizeRichText(n.content),
          n.execution ?? null,
          n.promotionType ?? null,
          n.sort ?? 0,
          n.startsAt ?? null,
          n.endsAt ?? null,
        ],
      );
      return rows[0]!.id;
    },
    /** The merchant's notices showing now (inside their window), by kind then display order. */
    async listActive(merchantId: number, tx: Db = db): Promise<NoticeRow[]> {
      const { rows } = await tx.query<NoticeRow>(
        `SELECT id, kind, title, content, execution, promotion_type AS "promotionType" FROM notices
         WHERE merchant_id = $1 AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
         ORDER BY kind, sort, id`,
        [merchantId],
      );
      return rows;
    },
    /** One page of the merchant's notices (of a kind, or all; shown or not) by kind, sort, id, and their count. */
    async page(
      merchantId: number,
      kind: NoticeKind | null,
      window: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ rows: NoticeAdminRow[]; total: number }> {
      const where = 'merchant_id = $1 AND ($2::text IS NULL OR kind = $2::text)';
      const [list, count] = await Promise.all([
        tx.query<NoticeAdminRow>(
          `SELECT ${ADMIN_ROW} FROM notices WHERE ${where} ORDER BY kind, sort, id LIMIT $3 OFFSET $4`,
          [merchantId, kind, window.limit, window.offset],
        ),
        tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM notices WHERE ${where}`, [merchantId, kind]),
      ]);
      return { rows: list.rows, total: count.rows[0]!.n };
    },
    /** A notice of the merchant, locked for a change; null when it has none by that id. */
    async findForUpdate(merchantId: number, id: number, tx: Db): Promise<NoticeAdminRow | null> {
      const { rows } = await tx.query<NoticeAdminRow>(
        `SELECT ${ADMIN_ROW} FROM notices WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
    /** Adds a notice from the console (content sanitised); the stored row. */
    async insert(merchantId: number, n: NoticeWrite, tx: Db): Promise<NoticeAdminRow> {
      const { rows } = await tx.query<NoticeAdminRow>(
        `INSERT INTO notices (merchant_id, kind, title, content, execution, promotion_type, sort, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ADMIN_ROW}`,
        [merchantId, ...values(n)],
      );
      return rows[0]!;
    },
    /** Replaces a notice's fields (content sanitised); the stored row, or null when the merchant has none by that id. */
    async update(merchantId: number, id: number, n: NoticeWrite, tx: Db): Promise<NoticeAdminRow | null> {
      const { rows } = await tx.query<NoticeAdminRow>(
        `UPDATE notices SET kind = $3, title = $4, content = $5, execution = $6, promotion_type = $7, sort = $8,
           starts_at = $9, ends_at = $10
         WHERE merchant_id = $1 AND id = $2 RETURNING ${ADMIN_ROW}`,
        [merchantId, id, ...values(n)],
      );
      return rows[0] ?? null;
    },
    /** Deletes a notice; the row it was, or null. */
    async remove(merchantId: number, id: number, tx: Db): Promise<NoticeAdminRow | null> {
      const { rows } = await tx.query<NoticeAdminRow>(
        `DELETE FROM notices WHERE merchant_id = $1 AND id = $2 RETURNING ${ADMIN_ROW}`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
  };
}

const values = (n: NoticeWrite) => [
  n.kind,
  n.title,
  sanitizeRichText(n.content),
  n.execution,
  n.promotionType,
  n.sort,
  n.startsAt,
  n.endsAt,
];
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
