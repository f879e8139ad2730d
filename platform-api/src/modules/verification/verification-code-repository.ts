import type { Db } from '../../infra/db';

/** LOGIN: SMS login and reset by phone; REGISTER: registration (no member yet); IP: unregistered-IP verification; MOBILE: a new number for the profile. */
export type CodePurpose = 'LOGIN' | 'REGISTER' | 'IP' | 'MOBILE';

/** The newest code of a target, as the login check needs it. */
export interface StoredCode {
  id: number;
  memberId: number | null;
  codeHash: string | null;
  attempts: number;
  expired: boolean;
  used: boolean;
}

export interface NewCode {
  merchantId: number;
  purpose: CodePurpose;
  target: string;
  memberId: number | null;
  codeHash: string | null;
  ttlSeconds: number;
}

/** One-time verification codes (SMS), stored as HMACs. */
export function createVerificationCodeRepository(db: Db) {
  return {
    /** Serialises requests for one target until the transaction ends (both backends). */
    async lockTarget(merchantId: number, purpose: CodePurpose, target: string, tx: Db): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vc:${merchantId}:${purpose}:${target}`]);
    },
    /** Seconds since the newest request for the target (null: none) and the number of requests in the last `windowSeconds`. */
    async recent(
      merchantId: number,
      purpose: CodePurpose,
      target: string,
      windowSeconds: number,
      tx: Db = db,
    ): Promise<{ lastAgeSeconds: number | null; count: number }> {
      const { rows } = await tx.query<{ lastAgeSeconds: number | null; count: number }>(
        `SELECT extract(epoch FROM now() - max(created_at))::float8 AS "lastAgeSeconds", count(*)::int AS count
         FROM verification_codes
         WHERE merchant_id = $1 AND purpose = $2 AND target = $3 AND created_at > now() - make_interval(secs => $4)`,
        [merchantId, purpose, target, windowSeconds],
      );
      return rows[0] ?? { lastAgeSeconds: null, count: 0 };
    },
    async insert(c: NewCode, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO verification_codes (merchant_id, purpose, target, member_id, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [c.merchantId, c.purpose, c.target, c.memberId, c.codeHash, c.ttlSeconds],
      );
    },
    /** The newest code sent to a target (locked for the transaction), or null. */
    async newest(merchantId: number, purpose: CodePurpose, target: string, tx: Db): Promise<StoredCode | null> {
      const { rows } = await tx.query<StoredCode>(
        `SELECT id::int AS id, member_id AS "memberId", code_hash AS "codeHash", attempts,
           expires_at <= now() AS expired, used_at IS NOT NULL AS used
         FROM verification_codes WHERE merchant_id = $1 AND purpose = $2 AND target = $3 AND code_hash IS NOT NULL
         ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [merchantId, purpose, target],
      );
      return rows[0] ?? null;
    },
    /** Counts a wrong try; burns the code (used) once `maxAttempts` is reached. */
    async recordWrong(id: number, maxAttempts: number, tx: Db): Promise<void> {
      await tx.query(
        `UPDATE verification_codes SET attempts = attempts + 1,
           used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE used_at END
         WHERE id = $1`,
        [id, maxAttempts],
      );
    },
    async markUsed(id: number, tx: Db): Promise<void> {
      await tx.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [id]);
    },
    /** Marks a checked code used unless something else used it meanwhile; false then. */
    async claim(id: number, tx: Db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },
    /** Deletes rows older than `keepSeconds` (beyond every throttle window). */
    async prune(keepSeconds: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM verification_codes WHERE created_at < now() - make_interval(secs => $1)', [
        keepSeconds,
      ]);
    },
  };
}
export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;
