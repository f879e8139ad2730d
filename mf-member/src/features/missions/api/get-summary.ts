import { missionsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** Today's and this week's missions with the member's progress (GET /wps/missions/summary). */
export function useMissionSummary(enabled = true) {
  return useCall(missionsApi.getSummary, {}, enabled);
}

/** The menu's badge: missions of the current day and week not completed yet (0 until known). */
export function useOpenMissions(enabled = true): number {
  return useMissionSummary(enabled).data?.open ?? 0;
}
