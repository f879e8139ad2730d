import type { Db } from '../../infra/db';
import { sanitizeRichText } from '../../infra/sanitize';
import type { PopupExecution } from './notice-repository';

export interface NewAnnouncement {
  title: string;
  /** HTML; sanitised here before it is stored. */
  content: string;
  promotionType?: string | null;
  /** A everyone (default), B logged-in members, F anonymous visitors (SPEC §3, as popups). */
  audience?: PopupExecution;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Defaults to now. */
  createdAt?: Date;
}

export interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  promotionType: string | null;
  audience: PopupExecution;
  createdAt: Date;
}

/** An announcement as the console manages it. */
export interface AnnouncementAdminRow extends AnnouncementRow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** What a console write stores (checked first; content sanitised here). */
export interface AnnouncementWrite {
  title: string;
  content: string;
  promotionType: string | null;
  audience: PopupExecution;
  startsAt: Date | null;
  endsAt: Date | null;
}

const ADMIN_ROW = `id, title, content, promotion_type AS "promotionType", audience, starts_at AS "startsAt",
  ends_at AS "endsAt", created_at AS "createdAt"`;

/** Announcements of publicModal (SPEC §2, §3), migration 045-content-announcements.sql. */
export function createAnnouncementRepository(db: Db) {
  return {
    /** Stores announcements with their content sanitised (infra/sanitize.ts); returns their ids in order. */
    async create(merchantId: number, list: readonly NewAnnouncement[], tx: Db = db): Promise<number[]> {
      if (list.length === 0) return [];
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO announcements (merchant_id, title, content, promotion_type, audience, starts_at, ends_at, created_at)
         SELECT $1, t, c, p, a, s, e, coalesce(at, now())
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[],
                     $8::timestamptz[]) WITH ORDINALITY AS x(t, c, p, a, s, e, at, o)
         ORDER BY o
         RETURNING id`,
        [
          merchantId,
          list.map((n) => n.title),
          list.map((n) => sanitizeRichText(n.content)),
          list.map((n) => n.promotionType ?? null),
          list.map((n) => n.audience ?? 'A'),
          list.map((n) => n.startsAt ?? null),
          list.map((n) => n.endsAt ?? null),
          list.map((n) => n.createdAt ?? null),
        ],
      );
      return rows.map((r) => r.id);
    },
    /** The merchant's announcements showing now (inside their window), newest first, every audience. */
    async listActive(merchantId: number, tx: Db = db): Promise<AnnouncementRow[]> {
      const { rows } = await tx.query<AnnouncementRow>(
        `SELECT id, title, content, promotion_type AS "promotionType", audience, created_at AS "createdAt"
         FROM announcements
         WHERE merchant_id = $1 AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
         ORDER BY created_at DESC, id DESC`,
        [merchantId],
      );
      return rows;
    },
    /** One page of the merchant's announcements (shown or not), newest first, and their count. */
    async page(
      merchantId: number,
      window: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ rows: AnnouncementAdminRow[]; total: number }> {
      const [list, count] = await Promise.all([
        tx.query<AnnouncementAdminRow>(
          `SELECT ${ADMIN_ROW} FROM announcements WHERE merchant_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [merchantId, window.limit, window.offset],
        ),
        tx.query<{ n: number }>('SELECT count(*)::int AS n FROM announcements WHERE merchant_id = $1', [merchantId]),
      ]);
      return { rows: list.rows, total: count.rows[0]!.n };
    },
    /** An announcement of the merchant, locked for a change; null when it has none by that id. */
    async findForUpdate(merchantId: number, id: number, tx: Db): Promise<AnnouncementAdminRow | null> {
      const { rows } = await tx.query<AnnouncementAdminRow>(
        `SELECT ${ADMIN_ROW} FROM announcements WHERE merchant_id = $1 AND id = $2 FOR UPDATE`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
    /** Adds one announcement from the console (content sanitised); the stored row. */
    async insert(merchantId: number, a: AnnouncementWrite, tx: Db): Promise<AnnouncementAdminRow> {
      const { rows } = await tx.query<AnnouncementAdminRow>(
        `INSERT INTO announcements (merchant_id, title, content, promotion_type, audience, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ADMIN_ROW}`,
        [merchantId, ...adminValues(a)],
      );
      return rows[0]!;
    },
    /** Replaces an announcement's fields (content sanitised); the stored row, or null. */
    async update(merchantId: number, id: number, a: AnnouncementWrite, tx: Db): Promise<AnnouncementAdminRow | null> {
      const { rows } = await tx.query<AnnouncementAdminRow>(
        `UPDATE announcements SET title = $3, content = $4, promotion_type = $5, audience = $6, starts_at = $7,
           ends_at = $8
         WHERE merchant_id = $1 AND id = $2 RETURNING ${ADMIN_ROW}`,
        [merchantId, id, ...adminValues(a)],
      );
      return rows[0] ?? null;
    },
    /** Deletes an announcement; the row it was, or null. */
    async remove(merchantId: number, id: number, tx: Db): Promise<AnnouncementAdminRow | null> {
      const { rows } = await tx.query<AnnouncementAdminRow>(
        `DELETE FROM announcements WHERE merchant_id = $1 AND id = $2 RETURNING ${ADMIN_ROW}`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },
  };
}

const adminValues = (a: AnnouncementWrite) => [
  a.title,
  sanitizeRichText(a.content),
  a.promotionType,
  a.audience,
  a.startsAt,
  a.endsAt,
];
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
