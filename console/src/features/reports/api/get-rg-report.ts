import { reportsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Deposit limits set and loosened and self-exclusions started over a range of the brand's days. */
export const useRgReport = (query: reportsOpsApi.RangeQuery) => useOps(reportsOpsApi.getResponsibleGaming, query);
