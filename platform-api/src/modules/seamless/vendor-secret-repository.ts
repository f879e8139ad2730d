import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/**
 * The HMAC-SHA256 key each vendor signs its seamless-wallet requests with, per merchant and vendor code:
 * 32 random bytes (base64url) created on first use (the first instance to insert wins, every instance
 * agrees), never in the repository or the seed. Only vendors the merchant has (a `vendors` row) get one.
 */
export function createVendorSecretRepository(db: Db) {
  // A secret never changes once written, so caching it per process is safe.
  const cache = new Map<string, Promise<string | null>>();
  const load = async (merchantId: number, vendor: string): Promise<string | null> => {
    await db.query(
      `INSERT INTO vendor_secrets (merchant_id, vendor, secret)
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM vendors WHERE merchant_id = $1 AND code = $2)
       ON CONFLICT DO NOTHING`,
      [merchantId, vendor, randomBytes(32).toString('base64url')],
    );
    const { rows } = await db.query<{ secret: string }>(
      'SELECT secret FROM vendor_secrets WHERE merchant_id = $1 AND vendor = $2',
      [merchantId, vendor],
    );
    return rows[0]?.secret ?? null;
  };
  return {
    /** The vendor's secret at the merchant, created when missing; null when the merchant has no such vendor. */
    get(merchantId: number, vendor: string): Promise<string | null> {
      const k = `${merchantId}:${vendor}`;
      let v = cache.get(k);
      if (!v) {
        v = load(merchantId, vendor);
        cache.set(k, v);
        // Unknown vendors are not cached: the vendor may be added while the server runs.
        v.then((s) => s === null && cache.delete(k)).catch(() => cache.delete(k));
      }
      return v;
    },
  };
}
export type VendorSecretRepository = ReturnType<typeof createVendorSecretRepository>;
