import { reportsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** One brand's agents and their teams over a range, one page. */
export const useAgentReport = (query: reportsOpsApi.AgentQuery) => useOps(reportsOpsApi.getAgents, query);
