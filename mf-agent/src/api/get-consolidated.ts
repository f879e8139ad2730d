import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/**
 * The consolidated funds (`/wps/member/info/funds/consolidated`): the balance and which contract types the
 * merchant has on (the agent centre's menu, the contract offer form). One request per page for every caller.
 */
export function useConsolidated(enabled = true) {
  return useCall(agencyApi.getConsolidated, {}, enabled, true);
}
