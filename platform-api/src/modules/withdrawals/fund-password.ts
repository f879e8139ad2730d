import { checkRule, type FieldRule } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import type { Db } from '../../infra/db';
import { invalidField, ruleViolation } from '../../infra/errors/common-errors';
import type { MerchantsService } from '../merchants';
import { withdrawalsError } from './errors';

/** Wrong fund passwords in a row that lock withdrawals, and for how long. */
export const FUND_PASSWORD_MAX_FAILURES = 5;
export const FUND_PASSWORD_LOCK_MINUTES = 15;
/** The rule when the merchant has none for `paymentPassword`: 6 digits (the register rule's default). */
const DEFAULT_RULE: FieldRule = { min: 6, max: 6, acceptedPattern: 'DIGITS' };

interface Row {
  hash: string;
  failedCount: number;
  lockedUntil: Date | null;
}

/**
 * fund_passwords: the member's fund password (scrypt, like login passwords), set once, checked on every
 * withdrawal; `FUND_PASSWORD_MAX_FAILURES` wrong ones in a row lock withdrawals for
 * `FUND_PASSWORD_LOCK_MINUTES` (the count and the lock are written by one atomic UPDATE, so concurrent
 * wrong tries are all counted).
 */
export function createFundPasswords(db: Db, merchants: Pick<MerchantsService, 'registerRule'>) {
  const read = async (memberId: number): Promise<Row | null> => {
    const { rows } = await db.query<{ hash: string; failedCount: number; lockedUntil: Date | string | null }>(
      `SELECT password_hash AS hash, failed_count AS "failedCount",
         CASE WHEN locked_until > now() THEN locked_until END AS "lockedUntil"
       FROM fund_passwords WHERE member_id = $1`,
      [memberId],
    );
    const r = rows[0];
    return r ? { ...r, lockedUntil: r.lockedUntil === null ? null : new Date(r.lockedUntil) } : null;
  };
  const locked = (until: Date) =>
    withdrawalsError('FUND_PASSWORD_LOCKED', { field: 'fundPassword', lockedUntil: until.toISOString() });

  return {
    /** Whether it is set, and until when withdrawals are locked (null: not locked). */
    async status(memberId: number): Promise<{ set: boolean; lockedUntil: string | null }> {
      const r = await read(memberId);
      return { set: r !== null, lockedUntil: r?.lockedUntil?.toISOString() ?? null };
    },

    /** Sets it once: confirmation (VALIDATION), the merchant's rule (VALIDATION), then FUND_PASSWORD_ALREADY_SET. */
    async set(merchantId: number, memberId: number, password: string, confirmation: string): Promise<null> {
      if (confirmation !== password)
        throw invalidField('confirmFundPassword', 'the confirmation differs', 'err_confirm_mismatch');
      const rule = (await merchants.registerRule(merchantId, 'paymentPassword')) ?? DEFAULT_RULE;
      const failed = checkRule(rule, password);
      if (failed) throw ruleViolation('fundPassword', failed);
      const hash = await hashPassword(password);
      const { rows } = await db.query(
        `INSERT INTO fund_passwords (member_id, password_hash) VALUES ($1, $2)
         ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
        [memberId, hash],
      );
      if (rows.length === 0) throw withdrawalsError('FUND_PASSWORD_ALREADY_SET');
      return null;
    },

    /** FUND_PASSWORD_NOT_SET or FUND_PASSWORD_LOCKED before anything else of a withdrawal is checked. */
    async assertUsable(memberId: number): Promise<void> {
      const r = await read(memberId);
      if (!r) throw withdrawalsError('FUND_PASSWORD_NOT_SET', { field: 'fundPassword' });
      if (r.lockedUntil) throw locked(r.lockedUntil);
    },

    /**
     * Checks the password: right → the failure count is reset; wrong → counted, and FUND_PASSWORD_WRONG
     * (`attemptsLeft`) or, at the limit, FUND_PASSWORD_LOCKED with `lockedUntil`.
     */
    async verify(memberId: number, password: string): Promise<void> {
      const r = await read(memberId);
      if (!r) throw withdrawalsError('FUND_PASSWORD_NOT_SET', { field: 'fundPassword' });
      if (r.lockedUntil) throw locked(r.lockedUntil);
      if (await verifyPassword(password, r.hash)) {
        if (r.failedCount > 0)
          await db.query('UPDATE fund_passwords SET failed_count = 0 WHERE member_id = $1', [memberId]);
        return;
      }
      const { rows } = await db.query<{ failedCount: number; lockedUntil: Date | string | null }>(
        `UPDATE fund_passwords SET
           failed_count = CASE WHEN failed_count + 1 >= $2 THEN 0 ELSE failed_count + 1 END,
           locked_until = CASE WHEN failed_count + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE locked_until END
         WHERE member_id = $1
         RETURNING failed_count AS "failedCount", CASE WHEN locked_until > now() THEN locked_until END AS "lockedUntil"`,
        [memberId, FUND_PASSWORD_MAX_FAILURES, FUND_PASSWORD_LOCK_MINUTES],
      );
      const after = rows[0]!;
      if (after.lockedUntil) throw locked(new Date(after.lockedUntil));
      throw withdrawalsError('FUND_PASSWORD_WRONG', {
        field: 'fundPassword',
        attemptsLeft: FUND_PASSWORD_MAX_FAILURES - after.failedCount,
      });
    },
  };
}
export type FundPasswords = ReturnType<typeof createFundPasswords>;
