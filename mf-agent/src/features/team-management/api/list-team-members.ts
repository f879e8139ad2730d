import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One page of the team's members, direct or all levels, searched by account (`/wps/agent/team/members`). */
export function useTeamMembers(query: RequestOf<typeof agencyApi.listTeamMembers>) {
  return useCall(agencyApi.listTeamMembers, query);
}
