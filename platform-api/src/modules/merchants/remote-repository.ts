import type { RemoteName } from 'shared-contracts';
import type { Db } from '../../infra/db';

export interface MerchantRemote {
  name: RemoteName;
  entry: string;
  enabled: boolean;
}

/** The remotes (micro-frontends) each merchant loads. */
export function createRemoteRepository(db: Db) {
  return {
    /** All remotes of a merchant, in menu order. */
    async listByMerchant(merchantId: number, tx: Db = db): Promise<MerchantRemote[]> {
      const { rows } = await tx.query<MerchantRemote>(
        'SELECT name, entry, enabled FROM merchant_remotes WHERE merchant_id = $1 ORDER BY sort, name',
        [merchantId],
      );
      return rows;
    },
    /** Enables or disables one remote; returns false when the merchant has no such remote. */
    async setEnabled(merchantId: number, name: RemoteName, enabled: boolean, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'UPDATE merchant_remotes SET enabled = $3 WHERE merchant_id = $1 AND name = $2 RETURNING name',
        [merchantId, name, enabled],
      );
      return rows.length > 0;
    },
  };
}
export type RemoteRepository = ReturnType<typeof createRemoteRepository>;
