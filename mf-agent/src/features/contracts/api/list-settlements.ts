import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One page of a contract type's settlements, received or paid, with the amount total (`/wps/agent/settlements`). */
export function useSettlements(query: RequestOf<typeof agencyApi.listSettlements>) {
  return useCall(agencyApi.listSettlements, query);
}
