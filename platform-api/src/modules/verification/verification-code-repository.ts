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
  /** The client address that asked (the per-address cap). */
  clientIp: string | null;
  /** The signed-in member that asked (the per-member cap), null when signed out. */
  callerMemberId: number | null;
}

/** What the SMS caps count (SMS targets only: `+<dial><number>`), the asked-for number left out of the distinct counts. */
export interface SmsCounts {
  /** Other numbers the client address asked codes for in the last hour. */
  ipOtherNumbers: number;
  /** Other numbers the signed-in member asked codes for in the last day. */
  memberOtherNumbers: number;
  /** Codes asked for this number in the last day, whatever the purpose or the caller. */
  numberDay: number;
  /** Codes this client address asked for this number in the last day. */
  ipNumberDay: number;
  /** SMS the merchant sent in the last day. */
  merchantSentDay: number;
}

/** One-time verification codes (SMS), stored as HMACs. */
export function createVerificationCodeRepository(db: Db) {
  return {
    /** Serialises requests for one target until the transaction ends (both backends). */
    async lockTarget(merchantId: number, purpose: CodePurpose, target: string, tx: Db): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vc:${merchantId}:${purpose}:${target}`]);
    },
    /**
     * Seconds since the newest request for the target from `clientIp` (null: none) and the number of its requests in
     * the last `windowSeconds`: the resend throttles are per address, so a stranger's requests never delay the owner's.
     */
    async recent(
      merchantId: number,
      purpose: CodePurpose,
      target: string,
      clientIp: string,
      windowSeconds: number,
      tx: Db = db,
    ): Promise<{ lastAgeSeconds: number | null; count: number }> {
      const { rows } = await tx.query<{ lastAgeSeconds: number | null; count: number }>(
        `SELECT extract(epoch FROM now() - max(created_at))::float8 AS "lastAgeSeconds", count(*)::int AS count
         FROM verification_codes
         WHERE merchant_id = $1 AND purpose = $2 AND target = $3 AND client_ip = $4
           AND created_at > now() - make_interval(secs => $5)`,
        [merchantId, purpose, target, clientIp, windowSeconds],
      );
      return rows[0] ?? { lastAgeSeconds: null, count: 0 };
    },
    async insert(c: NewCode, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO verification_codes
           (merchant_id, purpose, target, member_id, code_hash, expires_at, client_ip, caller_member_id)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), $7, $8)`,
        [c.merchantId, c.purpose, c.target, c.memberId, c.codeHash, c.ttlSeconds, c.clientIp, c.callerMemberId],
      );
    },
    /** Serialises the SMS requests of one client address and one signed-in member (after lockTarget: one lock order). */
    async lockCaller(merchantId: number, clientIp: string, callerMemberId: number | null, tx: Db): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vc-ip:${merchantId}:${clientIp}`]);
      if (callerMemberId !== null)
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vc-member:${callerMemberId}`]);
    },
    /** The SMS caps' counts for a request of `target` by `clientIp` (and `callerMemberId` when signed in). */
    async smsCounts(
      merchantId: number,
      target: string,
      clientIp: string,
      callerMemberId: number | null,
      tx: Db = db,
    ): Promise<SmsCounts> {
      const { rows } = await tx.query<SmsCounts>(
        `SELECT
           (SELECT count(DISTINCT target)::int FROM verification_codes
             WHERE merchant_id = $1 AND client_ip = $3 AND target LIKE '+%' AND target <> $2
               AND created_at > now() - interval '1 hour') AS "ipOtherNumbers",
           (SELECT count(DISTINCT target)::int FROM verification_codes
             WHERE caller_member_id = $4::int AND target LIKE '+%' AND target <> $2
               AND created_at > now() - interval '1 day') AS "memberOtherNumbers",
           (SELECT count(*)::int FROM verification_codes
             WHERE merchant_id = $1 AND target = $2 AND created_at > now() - interval '1 day') AS "numberDay",
           (SELECT count(*)::int FROM verification_codes
             WHERE merchant_id = $1 AND target = $2 AND client_ip = $3
               AND created_at > now() - interval '1 day') AS "ipNumberDay",
           (SELECT count(*)::int FROM verification_codes
             WHERE merchant_id = $1 AND code_hash IS NOT NULL AND target LIKE '+%'
               AND created_at > now() - interval '1 day') AS "merchantSentDay"`,
        [merchantId, target, clientIp, callerMemberId],
      );
      return rows[0]!;
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
