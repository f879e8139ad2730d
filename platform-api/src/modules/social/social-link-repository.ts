import type { SocialProvider } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Provider accounts linked to members (`member_social_links`). */
export function createSocialLinkRepository(db: Db) {
  return {
    /** The member linked to this provider account, or null. */
    async findMemberId(
      merchantId: number,
      provider: SocialProvider,
      subject: string,
      tx: Db = db,
    ): Promise<number | null> {
      const { rows } = await tx.query<{ memberId: number }>(
        `SELECT member_id AS "memberId" FROM member_social_links
         WHERE merchant_id = $1 AND provider = $2 AND subject = $3`,
        [merchantId, provider, subject],
      );
      return rows[0]?.memberId ?? null;
    },
    /** Links a provider account to a member; false when the account is already linked (a concurrent first sign-in). */
    async link(
      l: { merchantId: number; provider: SocialProvider; subject: string; memberId: number; email: string | null },
      tx: Db = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO member_social_links (merchant_id, provider, subject, member_id, email)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING member_id`,
        [l.merchantId, l.provider, l.subject, l.memberId, l.email],
      );
      return rows.length > 0;
    },
    /** Stamps a sign-in through the link and keeps the provider's latest e-mail. */
    async touch(
      merchantId: number,
      provider: SocialProvider,
      subject: string,
      email: string | null,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `UPDATE member_social_links SET last_login_at = now(), email = coalesce($4, email)
         WHERE merchant_id = $1 AND provider = $2 AND subject = $3`,
        [merchantId, provider, subject, email],
      );
    },
  };
}
export type SocialLinkRepository = ReturnType<typeof createSocialLinkRepository>;
