import { opsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The operator audit, newest first, by actor and action (`GET /ops/audit`). */
export const useAudit = (query: RequestOf<typeof opsApi.listAudit>) => useOps(opsApi.listAudit, query);
