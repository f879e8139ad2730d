import { pointsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The member's points and the points held by redemptions in process (`/wps/points/balance`). */
export function usePointsBalance(enabled: boolean) {
  return useCall(pointsApi.getPointsBalance, {}, enabled);
}
