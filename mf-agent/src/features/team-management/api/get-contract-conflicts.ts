import { api, type RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** The downline's own contracts of a type above `maxRate`: what accepting an offer at that rate terminates. */
export function getContractConflicts(input: RequestOf<typeof agencyApi.getContractConflicts>) {
  return api.call(agencyApi.getContractConflicts, input);
}
