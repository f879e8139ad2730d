import { agencyOpsApi, type RequestOf } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Pays the brand's UNPAID settlements whose payer now has the money (`POST /ops/agency/settlements/retry`). */
export const retrySettlements = (input: RequestOf<typeof agencyOpsApi.retrySettlements>) =>
  opsCall(agencyOpsApi.retrySettlements, input);
