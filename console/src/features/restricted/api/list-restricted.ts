import { restrictedOpsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** A page of the merchant's restricted-persons list, searched by name or ID number (`GET /ops/restricted`). */
export const useRestrictedList = (query: RequestOf<typeof restrictedOpsApi.listRestricted>) =>
  useOps(restrictedOpsApi.listRestricted, query);
