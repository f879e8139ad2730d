import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../external/db';

/** A live session and the member it belongs to, as the auth hook exposes it on `request.auth`. */
export interface ActiveSession {
  memberId: number;
  merchantId: number;
  type: number;
  username: string;
  nickname: string;
}

/** Tokens are random; only their sha256 is stored, so a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Session tokens: created at login with a fixed lifetime, checked by the auth hook, revoked at logout. */
export function createSessionRepository(db: Db) {
  return {
    /** Creates a session and returns its token (shown once, stored hashed). */
    async create(memberId: number, ttlSeconds: number, ip: string | null = null, tx: Db = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await tx.query(
        `INSERT INTO sessions (token_hash, member_id, expires_at, ip) VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
        [hashToken(token), memberId, ttlSeconds, ip],
      );
      return token;
    },
    /** The live (not expired, not revoked) session of a token whose member is still ACTIVE, or null. */
    async findActive(token: string, tx: Db = db): Promise<ActiveSession | null> {
      const { rows } = await tx.query<ActiveSession>(
        `SELECT s.member_id AS "memberId", m.merchant_id AS "merchantId", m.type::int AS type,
           m.username, m.nickname
         FROM sessions s JOIN members m ON m.id = s.member_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'ACTIVE'`,
        [hashToken(token)],
      );
      return rows[0] ?? null;
    },
    /** Revokes a token; returns whether a live session was revoked. */
    async revoke(token: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id',
        [hashToken(token)],
      );
      return rows.length > 0;
    },
    /** Revokes every live session of a member except the one of `keepToken` (null: all); returns how many. */
    async revokeOthers(memberId: number, keepToken: string | null, tx: Db = db): Promise<number> {
      const { rows } = await tx.query(
        `UPDATE sessions SET revoked_at = now()
         WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now() AND ($2::text IS NULL OR token_hash <> $2)
         RETURNING id`,
        [memberId, keepToken === null ? null : hashToken(keepToken)],
      );
      return rows.length;
    },
    /** Deletes sessions that expired or were revoked more than `keepDays` ago. */
    async prune(keepDays: number, tx: Db = db): Promise<void> {
      await tx.query(
        `DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - make_interval(days => $1)`,
        [keepDays],
      );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
