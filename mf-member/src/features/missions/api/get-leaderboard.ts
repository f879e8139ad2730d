import { missionsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The rank list of the period and the member's own rank (GET /wps/missions/leaderboard). */
export function useLeaderboard(period: missionsApi.MissionPeriod) {
  return useCall(missionsApi.getLeaderboard, { period, limit: 20 });
}
