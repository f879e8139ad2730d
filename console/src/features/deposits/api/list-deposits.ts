import { opsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The merchant's bank-transfer deposits of a status, oldest first (`GET /ops/deposits`). */
export const useDeposits = (query: RequestOf<typeof opsApi.listDeposits>) => useOps(opsApi.listDeposits, query);
