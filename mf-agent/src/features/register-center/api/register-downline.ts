import { api, type RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';

/** Creates a player or an agent directly below the caller (`/wps/agent/team/register`, encrypted). */
export function registerDownline(input: RequestOf<typeof agencyApi.registerDownline>) {
  return api.call(agencyApi.registerDownline, input);
}
