import type { RequestOf } from 'shared-contracts';
import { pointsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** One page of the member's points movements, newest first (`/wps/points/transactions`). */
export function usePointsTransactions(query: RequestOf<typeof pointsApi.listPointsTransactions>) {
  return useCall(pointsApi.listPointsTransactions, query);
}
