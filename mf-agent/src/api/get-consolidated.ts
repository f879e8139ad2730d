import { agencyApi } from 'shared-contracts/agency';
import { useCall, useSessionValue } from 'shared-ui';

/**
 * The consolidated funds (`/wps/member/info/funds/consolidated`): the balance and which contract types the
 * merchant has on (the agent centre's menu, the contract offer form). The shell loads them after login when
 * AGENTPOLICY3 is on and keeps them in the session (`consolidated`): read from there, no second call; without
 * them (module off, not loaded yet) one request per page for every caller.
 */
export function useConsolidated(enabled = true) {
  const kept = useSessionValue('consolidated');
  const call = useCall(agencyApi.getConsolidated, {}, enabled && !kept, true);
  return kept && enabled ? { ...call, data: kept, error: null, loading: false } : call;
}
