import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/** A live (not expired, not revoked) session as stored. */
export interface LiveSession {
  id: number;
  memberId: number;
  /** Started waiting for the security answer and not answered yet. */
  pendingVerification: boolean;
  /** Opened with a temporary or expired password (SPEC §4): only the change and logout accept it. */
  mustChangePassword: boolean;
}

/** A live session and the member it belongs to, as the auth hook exposes it on `request.auth`. */
export interface ActiveSession {
  /** The session's row (what the browser reported of it is kept against it: the releases module). */
  sessionId: number;
  memberId: number;
  merchantId: number;
  type: number;
  username: string;
  nickname: string;
  /** Waiting for the security answer (SPEC §4): only `beforeVerification` endpoints accept it. */
  pending: boolean;
  /** Must change its password first (SPEC §4): other endpoints answer PASSWORD_CHANGE_REQUIRED. */
  mustChangePassword: boolean;
}

/** What a security-answer attempt learns when it claims its try (see `claimVerifyAttempt`). */
export interface VerifyClaim {
  pending: boolean;
  attempts: number;
}

/** Tokens are random; only their sha256 is stored, so a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Session tokens: created at login with a fixed lifetime, checked by the auth hook, revoked at logout. */
export function createSessionRepository(db: Db) {
  return {
    /** Creates a session (pending: waiting for the security answer) and returns its token (shown once, stored hashed). */
    async create(
      memberId: number,
      ttlSeconds: number,
      ip: string | null,
      pending: boolean,
      tx: Db = db,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await tx.query(
        `INSERT INTO sessions (token_hash, member_id, expires_at, ip, pending_verification)
         VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
        [hashToken(token), memberId, ttlSeconds, ip, pending],
      );
      return token;
    },
    /** The live (not expired, not revoked) session of a token, or null. */
    async findLive(token: string, tx: Db = db): Promise<LiveSession | null> {
      const { rows } = await tx.query<LiveSession>(
        `SELECT id, member_id AS "memberId", pending_verification AS "pendingVerification",
           must_change_password AS "mustChangePassword" FROM sessions
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [hashToken(token)],
      );
      return rows[0] ?? null;
    },
    /**
     * Counts one security-answer try of a live session and answers whether it was pending and how
     * many tries it has had (null: the session is gone). Atomic, so parallel tries are numbered.
     */
    async claimVerifyAttempt(token: string, tx: Db = db): Promise<VerifyClaim | null> {
      const { rows } = await tx.query<VerifyClaim>(
        `UPDATE sessions SET verify_attempts = verify_attempts + 1
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()
         RETURNING pending_verification AS pending, verify_attempts AS attempts`,
        [hashToken(token)],
      );
      return rows[0] ?? null;
    },
    /** Ends the pending state of a live session; returns whether it was live. */
    async markVerified(token: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE sessions SET pending_verification = false
         WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
        [hashToken(token)],
      );
      return rows.length > 0;
    },
    /** Sets or clears the forced password change of a token's session (a login with a temporary/expired password; the change). */
    async setMustChangePassword(token: string, on: boolean, tx: Db = db): Promise<void> {
      await tx.query('UPDATE sessions SET must_change_password = $2 WHERE token_hash = $1', [hashToken(token), on]);
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
    /** A page of the member's logins (every session opened: its id, IP and time), newest first, with the total. */
    async logins(memberId: number, page: { limit: number; offset: number }, tx: Db = db) {
      const { rows } = await tx.query<{
        id: number;
        ip: string | null;
        userAgent: string | null;
        at: Date;
        total: string;
      }>(
        `SELECT id, ip, user_agent AS "userAgent", created_at AS at, count(*) OVER () AS total FROM sessions
         WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [memberId, page.limit, page.offset],
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
    },
    /** Notes the browser of a session just opened (the login history); at most 512 characters are kept. */
    async setUserAgent(token: string, userAgent: string, tx: Db = db): Promise<void> {
      await tx.query('UPDATE sessions SET user_agent = $2 WHERE token_hash = $1', [
        hashToken(token),
        userAgent.slice(0, 512),
      ]);
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
