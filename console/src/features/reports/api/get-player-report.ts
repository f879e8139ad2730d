import { reportsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Play by player over a range of the brand's days (every brand, for the owner without one), one page. */
export const usePlayerReport = (query: reportsOpsApi.ReportQuery) => useOps(reportsOpsApi.getPlayers, query);
