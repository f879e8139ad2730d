import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../infra/db';

// The stored value binds the text to its merchant and key; the text itself is never stored.
const digest = (merchantId: number, key: string, text: string): Buffer =>
  createHash('sha256').update(`${merchantId}\n${key}\n${text.trim().toUpperCase()}`).digest();

export interface CaptchaTiming {
  ttlSeconds: number;
  /** Minimum age of a key's current text before it may be redrawn. */
  refreshSeconds: number;
}

/** Captcha answers by (merchant, client key): hashed, short-lived, single use. */
export function createCaptchaRepository(db: Db) {
  return {
    /** Stores a new text for the key unless its current one is younger than refreshSeconds; false when too soon. */
    async put(merchantId: number, key: string, text: string, t: CaptchaTiming, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO captchas (merchant_id, key, text_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         ON CONFLICT (merchant_id, key) DO UPDATE
           SET text_hash = EXCLUDED.text_hash, created_at = now(), expires_at = EXCLUDED.expires_at
           WHERE captchas.created_at <= now() - make_interval(secs => $5)
         RETURNING key`,
        [merchantId, key, digest(merchantId, key, text).toString('hex'), t.ttlSeconds, t.refreshSeconds],
      );
      return rows.length > 0;
    },
    /** Consumes the key's captcha (right or wrong, it cannot be tried again); true when it was live and the text matches (case-insensitive). */
    async check(merchantId: number, key: string, text: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query<{ text_hash: string; live: boolean }>(
        'DELETE FROM captchas WHERE merchant_id = $1 AND key = $2 RETURNING text_hash, expires_at > now() AS live',
        [merchantId, key],
      );
      const row = rows[0];
      if (!row?.live) return false;
      return timingSafeEqual(Buffer.from(row.text_hash, 'hex'), digest(merchantId, key, text));
    },
    /** Deletes expired captchas. */
    async prune(tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM captchas WHERE expires_at < now()');
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
