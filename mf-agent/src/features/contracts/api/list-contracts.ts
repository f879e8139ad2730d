import { agencyApi, type ContractType } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** The agent's contracts of a type: from its upline (`mine`) and to its direct downlines (`/wps/agent/contracts`). */
export function useContracts(type: ContractType) {
  return useCall(agencyApi.listContracts, { type });
}
