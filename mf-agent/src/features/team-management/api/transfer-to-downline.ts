import { api, type RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** Moves money from the agent's main wallet to a team member's (encrypted; `requestId` makes a retry safe). */
export function transferToDownline(input: RequestOf<typeof agencyApi.transferToDownline>) {
  return api.call(agencyApi.transferToDownline, input);
}
