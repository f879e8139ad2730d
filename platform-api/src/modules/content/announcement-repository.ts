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
  };
}
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
