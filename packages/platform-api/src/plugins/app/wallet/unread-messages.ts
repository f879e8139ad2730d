import type { Db } from '../../external/db';

/**
 * Unread internal messages of a member, for the header state: the member's `member_messages` rows with
 * `read_at IS NULL` — the same count as the catalogue's `repos.memberMessages.unreadCount`
 * (`/wps/relay/CSP_unreadCount`, migration 015).
 *
 * NOTE: this reads the table directly, and answers 0 while the table does not exist, so the wallet does
 * not depend on the catalogue slice landing first. Once both are in, replace the body with
 * `repos.memberMessages.unreadCount(memberId)` (the header state is the only caller).
 */
export async function countUnreadMessages(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ present: boolean }>("SELECT to_regclass('member_messages') IS NOT NULL AS present");
  if (!rows[0]?.present) return 0;
  const { rows: counted } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return counted[0]?.n ?? 0;
}
