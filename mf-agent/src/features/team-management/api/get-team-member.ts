import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One team member with today's figures (UTC) and its contracts (`/wps/agent/team/member`). */
export function useTeamMember(account: string) {
  return useCall(agencyApi.getTeamMember, { account });
}
