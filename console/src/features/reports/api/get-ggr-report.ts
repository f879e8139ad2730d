import { reportsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** GGR and NGR grouped by day, brand, category or vendor over a range of the brand's days. */
export const useGgrReport = (query: reportsOpsApi.GgrQuery) => useOps(reportsOpsApi.getGgr, query);
