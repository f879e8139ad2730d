import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { hashToken } from './session-repository';

/** A hand-over code claimed by its exchange: what the new session is made from. */
export interface ClaimedHandover {
  memberId: number;
  /** The session handed over (revoked by the exchange when `movesSession`). */
  sessionId: number;
  movesSession: boolean;
  /** Seconds the session handed over has left: the new session ends with it. */
  secondsLeft: number;
  /** The session handed over still waits for its security answer (a social sign-in's landing). */
  pending: boolean;
}

/**
 * session_handovers: single-use codes that hand a live session to another client (SPEC §4). Codes are random
 * (32 bytes, base64url); only their sha256 is stored, like session tokens.
 */
export function createHandoverRepository(db: Db) {
  return {
    /**
     * A code for the live session of `token` of the merchant, valid `ttlSeconds`; null when the session is not
     * live (revoked or expired meanwhile).
     */
    async issue(
      token: string,
      merchantId: number,
      ttlSeconds: number,
      movesSession: boolean,
      tx: Db = db,
    ): Promise<string | null> {
      const code = randomBytes(32).toString('base64url');
      const { rows } = await tx.query(
        `INSERT INTO session_handovers (code_hash, merchant_id, member_id, session_id, moves_session, expires_at)
         SELECT $1, $3, member_id, id, $4, now() + make_interval(secs => $5) FROM sessions
         WHERE token_hash = $2 AND revoked_at IS NULL AND expires_at > now()
         RETURNING id`,
        [hashToken(code), hashToken(token), merchantId, movesSession, ttlSeconds],
      );
      return rows.length > 0 ? code : null;
    },
    /**
     * Marks the merchant's code used and answers what it hands over, or null: unknown, another merchant's,
     * expired, already used, or its session no longer live. One UPDATE, so of concurrent exchanges exactly one
     * claims the code (the others wait for its row and then find it used).
     */
    async claim(code: string, merchantId: number, tx: Db = db): Promise<ClaimedHandover | null> {
      const { rows } = await tx.query<ClaimedHandover>(
        `UPDATE session_handovers h SET used_at = now()
         FROM sessions s
         WHERE h.code_hash = $1 AND h.merchant_id = $2 AND h.used_at IS NULL AND h.expires_at > now()
           AND s.id = h.session_id AND s.revoked_at IS NULL AND s.expires_at > now()
         RETURNING h.member_id AS "memberId", h.session_id AS "sessionId", h.moves_session AS "movesSession",
           EXTRACT(EPOCH FROM s.expires_at - now())::float8 AS "secondsLeft", s.pending_verification AS pending`,
        [hashToken(code), merchantId],
      );
      const row = rows[0];
      return row ? { ...row, memberId: Number(row.memberId), sessionId: Number(row.sessionId) } : null;
    },
    /** Revokes the session a moving hand-over came from. */
    async revokeSession(sessionId: number, tx: Db = db): Promise<void> {
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    },
    /** Deletes codes that expired more than a day ago (used or not). */
    async prune(tx: Db = db): Promise<void> {
      await tx.query(`DELETE FROM session_handovers WHERE expires_at < now() - interval '1 day'`);
    },
  };
}
export type HandoverRepository = ReturnType<typeof createHandoverRepository>;
