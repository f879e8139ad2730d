import { pointsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The merchant's points rules: on or off, earning rate, exchange ratio, minimum conversion (`/wps/points/config`). */
export function usePointsConfig(enabled: boolean) {
  return useCall(pointsApi.getPointsConfig, {}, enabled);
}
