import type { Db } from '../../infra/db';

/** Free-play nonces already accepted (replay protection), kept until they expire. */
export function createNonceRepository(db: Db) {
  return {
    /** Records a nonce until `expiresAtMs`; false when it was already used. */
    async use(merchantId: number, nonce: string, expiresAtMs: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO used_nonces (merchant_id, nonce, expires_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))
         ON CONFLICT DO NOTHING RETURNING nonce`,
        [merchantId, nonce, expiresAtMs],
      );
      return rows.length > 0;
    },
    /** Forgets expired nonces (they are refused by age anyway). */
    async prune(tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM used_nonces WHERE expires_at < now()');
    },
  };
}
export type NonceRepository = ReturnType<typeof createNonceRepository>;
