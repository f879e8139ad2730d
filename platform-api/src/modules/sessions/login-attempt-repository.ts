import type { Db } from '../../infra/db';

/** Who failed: the lower-cased username and the client IP, within a merchant. */
export interface LoginSubject {
  merchantId: number;
  username: string;
  ip: string;
}

/** Failures remembered for a subject (0 when none within the memory window). */
export interface FailureCounts {
  username: number;
  ip: number;
}

const subjects = (s: LoginSubject) => [s.merchantId, s.username.toLowerCase(), s.ip];

/** Failed-login counters per username and per IP, in the database so every instance sees them. */
export function createLoginAttemptRepository(db: Db) {
  const counts = (rows: { scope: string; failures: number }[]): FailureCounts => ({
    username: rows.find((r) => r.scope === 'USERNAME')?.failures ?? 0,
    ip: rows.find((r) => r.scope === 'IP')?.failures ?? 0,
  });
  return {
    /** The failures of the last `memorySeconds` for the username and for the IP. */
    async failures(s: LoginSubject, memorySeconds: number, tx: Db = db): Promise<FailureCounts> {
      const { rows } = await tx.query<{ scope: string; failures: number }>(
        `SELECT scope, failures FROM login_attempts
         WHERE merchant_id = $1 AND ((scope = 'USERNAME' AND subject = $2) OR (scope = 'IP' AND subject = $3))
           AND last_failure_at > now() - make_interval(secs => $4)`,
        [...subjects(s), memorySeconds],
      );
      return counts(rows);
    },
    /** Counts one failure for the username and for the IP (restarting a count older than the memory window); returns the new counts. */
    async recordFailure(s: LoginSubject, memorySeconds: number, tx: Db = db): Promise<FailureCounts> {
      const { rows } = await tx.query<{ scope: string; failures: number }>(
        `INSERT INTO login_attempts (merchant_id, scope, subject, failures)
         VALUES ($1, 'USERNAME', $2, 1), ($1, 'IP', $3, 1)
         ON CONFLICT (merchant_id, scope, subject) DO UPDATE SET
           failures = CASE WHEN login_attempts.last_failure_at < now() - make_interval(secs => $4) THEN 1
                           ELSE login_attempts.failures + 1 END,
           first_failure_at = CASE WHEN login_attempts.last_failure_at < now() - make_interval(secs => $4) THEN now()
                                   ELSE login_attempts.first_failure_at END,
           last_failure_at = now()
         RETURNING scope, failures`,
        [...subjects(s), memorySeconds],
      );
      return counts(rows);
    },
    /** Forgets the failures of the username and of the IP (after a successful login). */
    async clear(s: LoginSubject, tx: Db = db): Promise<void> {
      await tx.query(
        `DELETE FROM login_attempts
         WHERE merchant_id = $1 AND ((scope = 'USERNAME' AND subject = $2) OR (scope = 'IP' AND subject = $3))`,
        subjects(s),
      );
    },
    /** Deletes rows older than the memory window. */
    async prune(memorySeconds: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM login_attempts WHERE last_failure_at < now() - make_interval(secs => $1)', [
        memorySeconds,
      ]);
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
