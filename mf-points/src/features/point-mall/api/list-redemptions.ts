import type { RequestOf } from 'shared-contracts';
import { pointsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** One page of the member's redeem history, newest first (`/wps/points/redeem/list`). */
export function useRedemptions(query: RequestOf<typeof pointsApi.listRedemptions>) {
  return useCall(pointsApi.listRedemptions, query);
}
