import { gamesOpsApi, type CatalogueQuery } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** One page of the catalogue for the brand, searched and filtered on the server (`GET /ops/games/catalogue`). */
export const useCatalogue = (query: CatalogueQuery) =>
  useOps(gamesOpsApi.listCatalogue, query, undefined, query.merchant !== undefined);
