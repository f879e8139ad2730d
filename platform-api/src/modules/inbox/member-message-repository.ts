import { sanitizeRichText } from '../../infra/sanitize';
import type { Db } from '../../infra/db';

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
    /** Messages the member has not read. */
    async unreadCount(memberId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND read_at IS NULL',
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type MemberMessageRepository = ReturnType<typeof createMemberMessageRepository>;
