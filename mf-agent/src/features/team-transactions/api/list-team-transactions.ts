import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One page of the team's main-wallet movements, newest first (`/wps/agent/team/transactions`). */
export function useTeamTransactions(query: RequestOf<typeof agencyApi.listTeamTransactions>) {
  return useCall(agencyApi.listTeamTransactions, query);
}
