import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

export const hashSecret = (s: string): string => createHash('sha256').update(s).digest('hex');
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** How long a password step waits for its second factor; the idle and absolute limits of an open session. */
export const PENDING_SECONDS = 5 * 60;
export const IDLE_SECONDS = 30 * 60;
export const ABSOLUTE_SECONDS = 12 * 3600;

export interface LiveOperatorSession {
  id: number;
  operatorId: number;
  stage: 'pending' | 'open';
  csrfHash: string | null;
}

export interface OperatorSessionListRow {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
}

/** operator_sessions: tokens and CSRF tokens are random, only their sha256 is kept. */
export function createOperatorSessionsRepository(db: Db) {
  return {
    /** A new session at `stage`; answers its id, token and (for an open one) CSRF token. */
    async create(
      o: { operatorId: number; stage: 'pending' | 'open'; ip: string; userAgent: string },
      tx: Db = db,
    ): Promise<{ id: number; token: string; csrfToken: string | null }> {
      const token = newSecret();
      const csrfToken = o.stage === 'open' ? newSecret() : null;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO operator_sessions (token_hash, csrf_hash, operator_id, stage, ip, user_agent, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING id`,
        [
          hashSecret(token),
          csrfToken && hashSecret(csrfToken),
          o.operatorId,
          o.stage,
          o.ip,
          o.userAgent.slice(0, 300),
          o.stage === 'open' ? ABSOLUTE_SECONDS : PENDING_SECONDS,
        ],
      );
      return { id: rows[0]!.id, token, csrfToken };
    },
    /**
     * The live session of `token` at `stage` (not revoked, not past its end, an open one used within IDLE_SECONDS),
     * marking it used now; null otherwise.
     */
    async touch(token: string, stage: 'pending' | 'open', tx: Db = db): Promise<LiveOperatorSession | null> {
      const { rows } = await tx.query<LiveOperatorSession>(
        `UPDATE operator_sessions SET last_seen_at = now()
         WHERE token_hash = $1 AND stage = $2 AND revoked_at IS NULL AND expires_at > now()
           AND (stage = 'pending' OR last_seen_at > now() - make_interval(secs => $3))
         RETURNING id, operator_id AS "operatorId", stage, csrf_hash AS "csrfHash"`,
        [hashSecret(token), stage, IDLE_SECONDS],
      );
      return rows[0] ?? null;
    },
    /** Ends a session of the operator's; false when it was not theirs or had ended. */
    async revoke(id: number, operatorId: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operator_sessions SET revoked_at = now()
         WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
        [id, operatorId],
      );
      return rows.length === 1;
    },
    /** The operator's live open sessions, newest first. */
    async listOpen(operatorId: number, tx: Db = db): Promise<OperatorSessionListRow[]> {
      const { rows } = await tx.query<OperatorSessionListRow>(
        `SELECT id, created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", ip,
           user_agent AS "userAgent"
         FROM operator_sessions
         WHERE operator_id = $1 AND stage = 'open' AND revoked_at IS NULL AND expires_at > now()
           AND last_seen_at > now() - make_interval(secs => $2)
         ORDER BY id DESC LIMIT 50`,
        [operatorId, IDLE_SECONDS],
      );
      return rows.map((r) => ({
        ...r,
        createdAt: new Date(r.createdAt).toISOString(),
        lastSeenAt: new Date(r.lastSeenAt).toISOString(),
        expiresAt: new Date(r.expiresAt).toISOString(),
      }));
    },
  };
}
export type OperatorSessionsRepository = ReturnType<typeof createOperatorSessionsRepository>;
