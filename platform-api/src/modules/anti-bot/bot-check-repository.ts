import type { Db } from '../../infra/db';

/** Spent ALTCHA solutions (bot_check_used): each signature is accepted once, until its challenge expires. */
export function createBotCheckRepository(db: Db) {
  return {
    /** Records a solution's signature as used until `expiresEpochSeconds`; false when it was used before. */
    async markUsed(merchantId: number, signature: string, expiresEpochSeconds: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO bot_check_used (merchant_id, signature, expires_at) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT DO NOTHING RETURNING signature`,
        [merchantId, signature, expiresEpochSeconds],
      );
      return rows.length > 0;
    },
    /** Forgets used solutions whose challenge has expired (they fail verification anyway). */
    async prune(tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM bot_check_used WHERE expires_at < now()');
    },
  };
}
