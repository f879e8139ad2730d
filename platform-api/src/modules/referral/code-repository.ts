import { randomInt } from 'node:crypto';
import type { Db } from '../../infra/db';

/** Code letters without look-alikes (no I, O, 0, 1): easy to read off a screen or say aloud. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A fresh random referral code (8 of ALPHABET: 32^8 ≈ 10^12 codes). */
export const newReferralCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const isCodeClash = (e: unknown): boolean => {
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return err?.code === '23505' && `${String(err.constraint)} ${String(err.message)}`.includes('merchant_id_code');
};

/** referral_codes: one code per member, made on first use. */
export function createCodeRepository(db: Db) {
  const find = async (memberId: number, tx: Db = db): Promise<string | null> => {
    const { rows } = await tx.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [
      memberId,
    ]);
    return rows[0]?.code ?? null;
  };
  return {
    find,

    /**
     * The member's code; the first call gives it one (`candidate`, then fresh random ones while another member of
     * the merchant holds the candidate). Concurrent first calls agree: the member's row is inserted once.
     */
    async ensure(merchantId: number, memberId: number, candidate = newReferralCode()): Promise<string> {
      const have = await find(memberId);
      if (have) return have;
      for (let code = candidate, tries = 0; ; code = newReferralCode(), tries += 1) {
        try {
          await db.query(
            `INSERT INTO referral_codes (member_id, merchant_id, code) VALUES ($1, $2, $3)
             ON CONFLICT (member_id) DO NOTHING`,
            [memberId, merchantId, code],
          );
          return (await find(memberId))!;
        } catch (e) {
          if (!isCodeClash(e) || tries >= 5) throw e;
        }
      }
    },

    /** The member holding `code` (any case) in the merchant, or null. */
    async holder(merchantId: number, code: string, tx: Db = db): Promise<number | null> {
      const { rows } = await tx.query<{ memberId: number }>(
        'SELECT member_id AS "memberId" FROM referral_codes WHERE merchant_id = $1 AND code = upper($2)',
        [merchantId, code],
      );
      return rows[0]?.memberId ?? null;
    },
  };
}
