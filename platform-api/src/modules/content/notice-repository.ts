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
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
