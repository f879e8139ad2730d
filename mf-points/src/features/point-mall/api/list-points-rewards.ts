import type { RequestOf } from 'shared-contracts';
import { pointsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The mall's catalogue in the member's language (`/wps/points/reward`). */
export function usePointsRewards(query: RequestOf<typeof pointsApi.listPointsRewards>) {
  return useCall(pointsApi.listPointsRewards, query);
}
