import { agencyOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Ends an OFFERED or ACTIVE contract of the brand (`POST /ops/agency/contracts/:id/terminate`). */
export const terminateContract = (code: string, id: number, reason: string) =>
  opsCall(agencyOpsApi.terminateContract, { code, reason }, { id });
