import type { Db } from '../../infra/db';

export interface DomainRoute {
  domain: string;
  route: string;
}

/** Domains that route to a merchant. */
export function createDomainRouteRepository(db: Db) {
  return {
    /** The merchant's domains, alphabetically. */
    async list(merchantId: number, tx: Db = db): Promise<DomainRoute[]> {
      const { rows } = await tx.query<DomainRoute>(
        'SELECT domain, route FROM domain_routes WHERE merchant_id = $1 ORDER BY domain',
        [merchantId],
      );
      return rows;
    },
  };
}
export type DomainRouteRepository = ReturnType<typeof createDomainRouteRepository>;
