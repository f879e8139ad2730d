import type { Db } from '../../infra/db';

export interface LinkRow {
  inviteeId: number;
  linkedAt: Date;
  qualifiedAt: Date | null;
  reward: number | null;
}

/** A friend not qualified yet whose window may still count, with the merchant's rules of the moment. */
export interface Candidate {
  inviteeId: number;
  referrerId: number;
  merchantId: number;
  linkedAt: Date;
  reward: number;
  turnoverMultiple: number;
  minDeposit: number;
  qualifyDays: number;
}

const DAY_MS = 86_400_000;
/** Friends are still looked at for a day after their window closed (a deposit credited just before its end). */
export const GRACE_DAYS = 1;

/** referral_links: who registered with whose code, and when they qualified. */
export function createLinkRepository(db: Db) {
  return {
    /** Links the new member to the referrer (once: a member has one referrer for good). */
    async insert(merchantId: number, referrerId: number, inviteeId: number, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO referral_links (invitee_id, referrer_id, merchant_id) VALUES ($1, $2, $3)
         ON CONFLICT (invitee_id) DO NOTHING`,
        [inviteeId, referrerId, merchantId],
      );
    },

    /** The referrer's friends, newest first. */
    async page(referrerId: number, p: { limit: number; offset: number }): Promise<{ rows: LinkRow[]; total: number }> {
      const [list, count] = await Promise.all([
        db.query<Omit<LinkRow, 'reward'> & { reward: string | null }>(
          `SELECT invitee_id AS "inviteeId", linked_at AS "linkedAt", qualified_at AS "qualifiedAt", reward::text
           FROM referral_links WHERE referrer_id = $1
           ORDER BY linked_at DESC, invitee_id DESC LIMIT $2 OFFSET $3`,
          [referrerId, p.limit, p.offset],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM referral_links WHERE referrer_id = $1', [referrerId]),
      ]);
      return {
        rows: list.rows.map((r) => ({ ...r, reward: r.reward === null ? null : Number(r.reward) })),
        total: count.rows[0]!.n,
      };
    },

    /** The referrer's counts: friends, of them qualified, the rewards granted, and the qualified friends' ids. */
    async summary(referrerId: number): Promise<{ invited: number; earned: number; qualifiedIds: number[] }> {
      const { rows } = await db.query<{ invited: number; earned: string; qualifiedIds: number[] | null }>(
        `SELECT count(*)::int AS invited, coalesce(sum(reward), 0)::text AS earned,
                array_agg(invitee_id ORDER BY invitee_id) FILTER (WHERE qualified_at IS NOT NULL) AS "qualifiedIds"
         FROM referral_links WHERE referrer_id = $1`,
        [referrerId],
      );
      const r = rows[0]!;
      return { invited: r.invited, earned: Number(r.earned), qualifiedIds: r.qualifiedIds ?? [] };
    },

    /**
     * Friends not qualified yet, linked at or before `at` and within their window plus GRACE_DAYS, of merchants
     * whose programme is on with a reward; `after` continues from the previous batch (keyset on linked_at, id).
     */
    async candidates(at: Date, limit: number, after?: { linkedAt: Date; inviteeId: number }): Promise<Candidate[]> {
      const { rows } = await db.query<
        Omit<Candidate, 'reward' | 'turnoverMultiple' | 'minDeposit'> & {
          reward: string;
          turnoverMultiple: string;
          minDeposit: string;
        }
      >(
        `SELECT l.invitee_id AS "inviteeId", l.referrer_id AS "referrerId", l.merchant_id AS "merchantId",
                l.linked_at AS "linkedAt", s.reward::text, s.turnover_multiple::text AS "turnoverMultiple",
                s.min_deposit::text AS "minDeposit", s.qualify_days AS "qualifyDays"
         FROM referral_links l JOIN referral_settings s ON s.merchant_id = l.merchant_id
         WHERE l.qualified_at IS NULL AND s.enabled AND s.reward > 0
           AND l.linked_at <= $1 AND l.linked_at > $1 - make_interval(days => s.qualify_days + $2)
           AND ($3::timestamptz IS NULL OR (l.linked_at, l.invitee_id) > ($3::timestamptz, $4::int))
         ORDER BY l.linked_at, l.invitee_id
         LIMIT $5`,
        [at, GRACE_DAYS, after?.linkedAt ?? null, after?.inviteeId ?? null, limit],
      );
      return rows.map((r) => ({
        ...r,
        reward: Number(r.reward),
        turnoverMultiple: Number(r.turnoverMultiple),
        minDeposit: Number(r.minDeposit),
      }));
    },

    /**
     * Locks the friend's link if it is still not qualified and no other run holds it (SKIP LOCKED): true when
     * this transaction may qualify it.
     */
    async lockPending(tx: Db, inviteeId: number): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM referral_links WHERE invitee_id = $1 AND qualified_at IS NULL FOR UPDATE SKIP LOCKED',
        [inviteeId],
      );
      return rows.length > 0;
    },

    async markQualified(tx: Db, inviteeId: number, at: Date, deposited: number, reward: number): Promise<void> {
      await tx.query('UPDATE referral_links SET qualified_at = $2, deposited = $3, reward = $4 WHERE invitee_id = $1', [
        inviteeId,
        at,
        deposited,
        reward,
      ]);
    },
  };
}

/** The end of a friend's window: `qualifyDays` days after registering. */
export const windowEnd = (linkedAt: Date, qualifyDays: number): Date =>
  new Date(linkedAt.getTime() + qualifyDays * DAY_MS);
