import { createHash } from 'node:crypto';
import type { Db } from '../../infra/db';

/** Recovery codes are kept as their sha256 (random, 60 bits: no slow hash needed), compared trimmed. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.trim()).digest('hex');

/** A member's authenticator: the sealed secret, whether a code confirmed it, the last accepted step. */
export interface MemberTotpRow {
  secretEnc: string;
  enabled: boolean;
  lastStep: number | null;
}

/** member_totp and member_totp_recovery_codes: players' two-step sign-in. */
export function createTotpRepository(db: Db) {
  return {
    /** The member's authenticator (enabled or only set up), or null. */
    async find(memberId: number, tx: Db = db): Promise<MemberTotpRow | null> {
      const { rows } = await tx.query<{ secretEnc: string; enabled: boolean; lastStep: string | null }>(
        `SELECT secret_enc AS "secretEnc", enabled_at IS NOT NULL AS enabled, last_step AS "lastStep"
         FROM member_totp WHERE member_id = $1`,
        [memberId],
      );
      const r = rows[0];
      return r ? { ...r, lastStep: r.lastStep === null ? null : Number(r.lastStep) } : null;
    },
    /** A new, unconfirmed secret (replaces an unconfirmed one); false when the member's authenticator is on. */
    async setUp(memberId: number, secretEnc: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO member_totp (member_id, secret_enc) VALUES ($1, $2)
         ON CONFLICT (member_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_step = NULL, created_at = now()
           WHERE member_totp.enabled_at IS NULL
         RETURNING member_id`,
        [memberId, secretEnc],
      );
      return rows.length > 0;
    },
    /**
     * Accepts the code of `step` once: false when a code of this or a later step was accepted before (a replay).
     * `enable` also turns the authenticator on (the confirmation of the set-up).
     */
    async takeStep(memberId: number, step: number, enable: boolean, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE member_totp SET last_step = $2,
           enabled_at = CASE WHEN $3::boolean THEN COALESCE(enabled_at, now()) ELSE enabled_at END
         WHERE member_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING member_id`,
        [memberId, step, enable],
      );
      return rows.length > 0;
    },
    /** Replaces the member's recovery codes (their hashes). */
    async replaceRecoveryCodes(memberId: number, hashes: readonly string[], tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM member_totp_recovery_codes WHERE member_id = $1', [memberId]);
      for (const hash of hashes)
        await tx.query('INSERT INTO member_totp_recovery_codes (member_id, code_hash) VALUES ($1, $2)', [
          memberId,
          hash,
        ]);
    },
    /** Uses a recovery code (its hash) once: false when unknown or used. */
    async useRecoveryCode(memberId: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE member_totp_recovery_codes SET used_at = now()
         WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [memberId, codeHash],
      );
      return rows.length > 0;
    },
    /** How many unused recovery codes the member has. */
    async recoveryCodesLeft(memberId: number, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_totp_recovery_codes WHERE member_id = $1 AND used_at IS NULL',
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },
    /** Turns the authenticator off: the secret and the recovery codes are forgotten. */
    async remove(memberId: number, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM member_totp_recovery_codes WHERE member_id = $1', [memberId]);
      await tx.query('DELETE FROM member_totp WHERE member_id = $1', [memberId]);
    },
  };
}
export type TotpRepository = ReturnType<typeof createTotpRepository>;
