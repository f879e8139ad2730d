import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** One page of settled rounds per team member, biggest stake first, with totals (`/wps/agent/team/loss`). */
export function useTeamLoss(query: RequestOf<typeof agencyApi.listTeamLoss>) {
  return useCall(agencyApi.listTeamLoss, query);
}
