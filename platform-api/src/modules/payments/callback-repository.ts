import type { Db } from '../../infra/db';

/** What a provider callback answered (stored, so a replay answers it again). */
export interface CallbackResult {
  depositId: number;
  status: string;
}

/** deposit_callbacks: the provider callbacks accepted, by the provider's transaction id. */
export function createCallbackRepository(db: Db) {
  return {
    /**
     * Claims the provider's transaction id inside the caller's transaction: true when this call is the
     * first; false when it was claimed before (a concurrent claimer waits here until the first commits
     * or rolls back, then sees its row, or claims it itself).
     */
    async claim(
      c: { merchantId: number; provider: string; txnId: string; hash: string; depositId: number },
      tx: Db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO deposit_callbacks (merchant_id, provider, provider_txn_id, request_hash, deposit_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
        [c.merchantId, c.provider, c.txnId, c.hash, c.depositId],
      );
      return rows.length > 0;
    },
    /** The stored hash and result of a claimed transaction id, or null. */
    async find(merchantId: number, provider: string, txnId: string, tx: Db = db) {
      const { rows } = await tx.query<{ hash: string; result: CallbackResult | null }>(
        `SELECT request_hash AS hash, result FROM deposit_callbacks
         WHERE merchant_id = $1 AND provider = $2 AND provider_txn_id = $3`,
        [merchantId, provider, txnId],
      );
      return rows[0] ?? null;
    },
    async setResult(merchantId: number, provider: string, txnId: string, result: CallbackResult, tx: Db) {
      await tx.query(
        `UPDATE deposit_callbacks SET result = $4::jsonb WHERE merchant_id = $1 AND provider = $2 AND provider_txn_id = $3`,
        [merchantId, provider, txnId, JSON.stringify(result)],
      );
    },
  };
}
export type CallbackRepository = ReturnType<typeof createCallbackRepository>;
