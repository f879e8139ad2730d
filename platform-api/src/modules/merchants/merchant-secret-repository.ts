import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/** Names of per-merchant secrets; `psp_demo_psp`: the HMAC key the demo payment provider and the platform share (ADR 0006). */
export type SecretName = 'botcheck_hmac' | 'sms_code_hmac' | 'psp_demo_psp';

/** Per-merchant server secrets, generated on first use (the first instance to insert wins) and cached. */
export function createMerchantSecretRepository(db: Db) {
  // A secret never changes once written, so caching it per process is safe.
  const cache = new Map<string, Promise<string>>();
  const load = async (merchantId: number, name: SecretName): Promise<string> => {
    await db.query(
      'INSERT INTO merchant_secrets (merchant_id, name, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [merchantId, name, randomBytes(32).toString('base64url')],
    );
    const { rows } = await db.query<{ value: string }>(
      'SELECT value FROM merchant_secrets WHERE merchant_id = $1 AND name = $2',
      [merchantId, name],
    );
    const value = rows[0]?.value;
    if (!value) throw new Error(`secret ${name} of merchant ${merchantId} could not be created`);
    return value;
  };
  return {
    /** The merchant's secret `name`, created (32 random bytes, base64url) when missing. */
    get(merchantId: number, name: SecretName): Promise<string> {
      const k = `${merchantId}:${name}`;
      let v = cache.get(k);
      if (!v) {
        v = load(merchantId, name);
        cache.set(k, v);
        v.catch(() => cache.delete(k));
      }
      return v;
    },
  };
}
export type MerchantSecretRepository = ReturnType<typeof createMerchantSecretRepository>;
