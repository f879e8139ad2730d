import type { OperatorRole } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** An operator account as the sign-in reads it. */
export interface OperatorRow {
  id: number;
  username: string;
  passwordHash: string;
  role: OperatorRole;
  totpSecretEnc: string | null;
  totpEnrolled: boolean;
  totpLastStep: number | null;
  /** Set while five failures in a row keep the account locked. */
  lockedUntil: Date | null;
  disabled: boolean;
}

/** How many failures in a row lock an account, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_SECONDS = 15 * 60;

const COLUMNS = `id, username, password_hash AS "passwordHash", role, totp_secret_enc AS "totpSecretEnc",
  totp_enrolled_at IS NOT NULL AS "totpEnrolled", totp_last_step AS "totpLastStep",
  CASE WHEN locked_until > now() THEN locked_until END AS "lockedUntil", disabled_at IS NOT NULL AS disabled`;

const row = (r: OperatorRow | undefined): OperatorRow | null =>
  r ? { ...r, totpLastStep: r.totpLastStep === null ? null : Number(r.totpLastStep) } : null;

/** operators, operator_merchants, operator_recovery_codes (ADR 0011). */
export function createOperatorsRepository(db: Db) {
  return {
    async findByUsername(username: string, tx: Db = db): Promise<OperatorRow | null> {
      const { rows } = await tx.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE username = $1`, [username]);
      return row(rows[0]);
    },
    async findById(id: number, tx: Db = db): Promise<OperatorRow | null> {
      const { rows } = await tx.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE id = $1`, [id]);
      return row(rows[0]);
    },
    /** The ids of the merchants an operator works for (none for a platform owner). */
    async merchantIdsOf(id: number, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        'SELECT merchant_id AS id FROM operator_merchants WHERE operator_id = $1 ORDER BY merchant_id',
        [id],
      );
      return rows.map((r) => Number(r.id));
    },
    async create(
      o: { username: string; passwordHash: string; role: OperatorRole; merchantIds: number[]; totpSecretEnc?: string },
      tx: Db = db,
    ): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO operators (username, password_hash, role, totp_secret_enc, totp_enrolled_at)
         VALUES ($1, $2, $3, $4::text, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
        [o.username, o.passwordHash, o.role, o.totpSecretEnc ?? null],
      );
      const id = rows[0]!.id;
      for (const merchantId of o.merchantIds)
        await tx.query('INSERT INTO operator_merchants (operator_id, merchant_id) VALUES ($1, $2)', [id, merchantId]);
      return id;
    },
    /** Lets an operator work for one more merchant (a brand the operator opened). */
    async grantMerchant(operatorId: number, merchantId: number, tx: Db = db): Promise<void> {
      await tx.query(
        'INSERT INTO operator_merchants (operator_id, merchant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [operatorId, merchantId],
      );
    },
    /** Counts a failure; the fifth in a row locks the account for LOCK_SECONDS. Answers the lock's end, if locked. */
    async recordFailure(id: number, tx: Db = db): Promise<Date | null> {
      const { rows } = await tx.query<{ until: Date | null }>(
        `UPDATE operators SET failed_attempts = failed_attempts + 1,
           locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN now() + make_interval(secs => $3) END
         WHERE id = $1 RETURNING locked_until AS until`,
        [id, LOCK_AFTER, LOCK_SECONDS],
      );
      return rows[0]?.until ?? null;
    },
    async clearFailures(id: number, tx: Db = db): Promise<void> {
      await tx.query('UPDATE operators SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [id]);
    },
    /** A new, not yet confirmed secret (the first sign-in's enrolment) and its recovery codes (hashes). */
    async startEnrolment(id: number, secretEnc: string, codeHashes: string[], tx: Db = db): Promise<void> {
      await tx.query('UPDATE operators SET totp_secret_enc = $2, totp_enrolled_at = NULL WHERE id = $1', [
        id,
        secretEnc,
      ]);
      await tx.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id]);
      for (const hash of codeHashes)
        await tx.query('INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)', [id, hash]);
    },
    /**
     * Takes the code of 30-second `step`: false when a code of that step or a later one was taken already (a code
     * is good once). Confirms the enrolment.
     */
    async takeTotpStep(id: number, step: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operators SET totp_last_step = $2, totp_enrolled_at = COALESCE(totp_enrolled_at, now())
         WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [id, step],
      );
      return rows.length === 1;
    },
    /** Every operator (the account list), with its merchants' ids; the caller filters by scope. */
    async listAll(tx: Db = db): Promise<(OperatorRow & { merchantIds: number[] })[]> {
      const { rows } = await tx.query<OperatorRow & { merchantIds: number[] }>(
        `SELECT ${COLUMNS},
           ARRAY(SELECT merchant_id FROM operator_merchants om WHERE om.operator_id = operators.id ORDER BY 1) AS "merchantIds"
         FROM operators ORDER BY username`,
      );
      return rows.map((r) => ({ ...row(r)!, merchantIds: r.merchantIds.map(Number) }));
    },
    /** Disables or enables an account; a disabled operator's sessions and tokens stop at once (they check it). */
    async setDisabled(id: number, disabled: boolean, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operators SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END WHERE id = $1`,
        [id, disabled],
      );
    },
    /** Forgets the authenticator, recovery codes and passkeys: the next sign-in enrols a new one. Clears a lock too. */
    async resetSecondFactor(id: number, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operators SET totp_secret_enc = NULL, totp_enrolled_at = NULL, totp_last_step = NULL,
           failed_attempts = 0, locked_until = NULL WHERE id = $1`,
        [id],
      );
      await tx.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id]);
      await tx.query('DELETE FROM operator_passkeys WHERE operator_id = $1', [id]);
    },
    /** Enrols `username`'s authenticator with `secretEnc` unless one is enrolled already (the demo operators). */
    async enrolIfNone(username: string, secretEnc: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE operators SET totp_secret_enc = $2, totp_enrolled_at = now()
         WHERE username = $1 AND totp_enrolled_at IS NULL`,
        [username, secretEnc],
      );
    },
    /** Uses a recovery code (its hash): false when unknown or used. */
    async useRecoveryCode(id: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE operator_recovery_codes SET used_at = now()
         WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [id, codeHash],
      );
      return rows.length === 1;
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
