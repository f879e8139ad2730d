import { agencyOpsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's settlements by type, status and account, with its UNPAID figures (`GET /ops/agency/settlements`). */
export const useSettlements = (input: RequestOf<typeof agencyOpsApi.listSettlements>) =>
  useOps(agencyOpsApi.listSettlements, input);
