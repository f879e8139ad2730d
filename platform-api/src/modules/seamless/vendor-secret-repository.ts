import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

/**
 * The HMAC-SHA256 key each vendor signs its seamless-wallet requests with, per merchant and vendor code:
 * 32 random bytes (base64url) created on first use (the first instance to insert wins, every instance
 * agrees), never in the repository or the seed. Only vendors the merchant has get one (`exists`, asked of
 * the games module by the service).
 */
export function createVendorSecretRepository(db: Db) {
  // A secret never changes once written, so caching it per process is safe.
  const cache = new Map<string, Promise<string | null>>();
  const load = async (merchantId: number, vendor: string, exists: () => Promise<boolean>) => {
    if (await exists())
      await db.query(
        'INSERT INTO vendor_secrets (merchant_id, vendor, secret) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [merchantId, vendor, randomBytes(32).toString('base64url')],
      );
    const { rows } = await db.query<{ secret: string }>(
      'SELECT secret FROM vendor_secrets WHERE merchant_id = $1 AND vendor = $2',
      [merchantId, vendor],
    );
    return rows[0]?.secret ?? null;
  };
  return {
    /** The vendor's secret at the merchant, created when missing and `exists`; null when there is none. */
    get(merchantId: number, vendor: string, exists: () => Promise<boolean>): Promise<string | null> {
      const k = `${merchantId}:${vendor}`;
      let v = cache.get(k);
      if (!v) {
        v = load(merchantId, vendor, exists);
        cache.set(k, v);
        // Unknown vendors are not cached: the vendor may be added while the server runs.
        v.then((s) => s === null && cache.delete(k)).catch(() => cache.delete(k));
      }
      return v;
    },
  };
}
export type VendorSecretRepository = ReturnType<typeof createVendorSecretRepository>;
