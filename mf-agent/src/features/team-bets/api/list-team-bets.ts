import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One page of the team's real-money rounds with the totals of every match (`/wps/agent/team/bets`). */
export function useTeamBets(query: RequestOf<typeof agencyApi.listTeamBets>) {
  return useCall(agencyApi.listTeamBets, query);
}
