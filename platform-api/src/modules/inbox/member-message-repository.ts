import { sanitizeRichText } from '../../infra/sanitize';
import type { Db } from '../../infra/db';

/** A member's message as stored. */
export interface StoredMessage {
  id: number;
  title: string;
  content: string;
  kind: string | null;
  params: Record<string, unknown> | null;
  createdAt: Date;
  readAt: Date | null;
}

const COLUMNS = `id, title, content, kind, params, created_at AS "createdAt", read_at AS "readAt"`;
const toMessage = (r: StoredMessage): StoredMessage => ({
  ...r,
  createdAt: new Date(r.createdAt),
  readAt: r.readAt === null ? null : new Date(r.readAt),
});

/** Internal messages to a member (SPEC §3 "Internal messages"); the header shows the unread count. */
export function createMemberMessageRepository(db: Db) {
  return {
    /**
     * Sends a message (content HTML, sanitised here), with the platform's kind and parameters when it is
     * one of its notifications (message-kinds.ts); returns its id.
     */
    async create(
      memberId: number,
      title: string,
      content: string,
      tx: Db = db,
      kind: { kind: string; params: object } | null = null,
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO member_messages (member_id, title, content, kind, params)
         VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
        [memberId, title, sanitizeRichText(content), kind?.kind ?? null, kind ? JSON.stringify(kind.params) : null],
      );
      return rows[0]!.id;
    },
    /** Messages the member has not read (deleted ones left out). */
    async unreadCount(memberId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },
    /** A page of the member's messages not deleted, newest first (unread first when asked), and how many there are. */
    async list(memberId: number, o: { unreadFirst: boolean; limit: number; offset: number }, tx: Db = db) {
      const order = o.unreadFirst ? '(read_at IS NULL) DESC, id DESC' : 'id DESC';
      const { rows } = await tx.query<StoredMessage>(
        `SELECT ${COLUMNS} FROM member_messages WHERE member_id = $1 AND deleted_at IS NULL
         ORDER BY ${order} LIMIT $2 OFFSET $3`,
        [memberId, o.limit, o.offset],
      );
      const count = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND deleted_at IS NULL',
        [memberId],
      );
      return { list: rows.map(toMessage), total: count.rows[0]?.n ?? 0 };
    },
    /** The member's message (not deleted), marked read now unless it was already; null when there is none. */
    async read(memberId: number, id: number, tx: Db = db): Promise<StoredMessage | null> {
      const { rows } = await tx.query<StoredMessage>(
        `UPDATE member_messages SET read_at = coalesce(read_at, now())
         WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [id, memberId],
      );
      return rows[0] ? toMessage(rows[0]) : null;
    },
    /** Marks every unread message of the member read; how many were. */
    async readAll(memberId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query(
        `UPDATE member_messages SET read_at = now()
         WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL RETURNING id`,
        [memberId],
      );
      return rows.length;
    },
    /** Soft-deletes the member's message; false when it has none of that id (or it is deleted already). */
    async softDelete(memberId: number, id: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE member_messages SET deleted_at = now() WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
        [id, memberId],
      );
      return rows.length > 0;
    },
  };
}
export type MemberMessageRepository = ReturnType<typeof createMemberMessageRepository>;
