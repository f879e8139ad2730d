import type { Resource } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** Merchant resources (mobile config, app downloads, blog …) keyed by resourceType. */
export function createResourceRepository(db: Db) {
  return {
    /** The merchant's resources as a record keyed by resourceType. */
    async byType(merchantId: number, tx: Db = db): Promise<Record<string, Resource>> {
      const { rows } = await tx.query<Resource>(
        `SELECT resource_type AS "resourceType", label_name_en AS "labelNameEn", url
         FROM resources WHERE merchant_id = $1 ORDER BY resource_type`,
        [merchantId],
      );
      return Object.fromEntries(rows.map((r) => [r.resourceType, r]));
    },
  };
}
export type ResourceRepository = ReturnType<typeof createResourceRepository>;
