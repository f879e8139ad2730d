import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** The whole team's figures for a day range (`/wps/agent/team/overview`). */
export function useTeamOverview(query: RequestOf<typeof agencyApi.getTeamOverview>) {
  return useCall(agencyApi.getTeamOverview, query);
}
