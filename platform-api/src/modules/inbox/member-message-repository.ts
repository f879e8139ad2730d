import { sanitizeRichText } from '../../infra/sanitize';
import type { Db } from '../../infra/db';

/** Internal messages to a member (SPEC §3 "Internal messages"); the header shows the unread count. */
export function createMemberMessageRepository(db: Db) {
  return {
    /** Sends a message (content HTML, sanitised here); returns its id. */
    async create(memberId: number, title: string, content: string, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO member_messages (member_id, title, content) VALUES ($1, $2, $3) RETURNING id',
        [memberId, title, sanitizeRichText(content)],
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
