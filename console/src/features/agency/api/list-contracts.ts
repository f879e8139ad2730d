import { agencyOpsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's contracts by account, type and status, paged (`GET /ops/agency/contracts`). */
export const useContracts = (input: RequestOf<typeof agencyOpsApi.listContracts>) =>
  useOps(agencyOpsApi.listContracts, input);
