import { api, type RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** Offers a contract to a direct downline (`POST /wps/agent/contracts`), replacing an open offer of its type. */
export function offerContract(input: RequestOf<typeof agencyApi.offerContract>) {
  return api.call(agencyApi.offerContract, input);
}
