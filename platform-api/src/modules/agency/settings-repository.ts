import { CONTRACT_TYPES, type ContractType } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';

/** agency_settings: the contract types a merchant has switched off (none unless a row says so). */
export function createSettingsRepository(db: Db) {
  return {
    async enabledTypes(merchantId: number, tx: Db = db): Promise<Set<ContractType>> {
      const { rows } = await tx.query<{ off: string[] }>(
        'SELECT disabled_types AS off FROM agency_settings WHERE merchant_id = $1',
        [merchantId],
      );
      const off = new Set(rows[0]?.off ?? []);
      return new Set(CONTRACT_TYPES.filter((t) => !off.has(t)));
    },

    async setDisabled(merchantId: number, types: readonly ContractType[], tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO agency_settings (merchant_id, disabled_types) VALUES ($1, $2::text[])
         ON CONFLICT (merchant_id) DO UPDATE SET disabled_types = EXCLUDED.disabled_types`,
        [merchantId, [...types]],
      );
    },
  };
}
