import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Gives a member points from the house, once per `requestId` (`POST /ops/points/grant`). */
export const grantPoints = (grant: engagementOpsApi.PointsGrant, merchant: string) =>
  opsCall(engagementOpsApi.grantPoints, { ...grant, merchant });
