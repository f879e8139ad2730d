import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Sets the points rules; the first time, earning starts now (`PUT /ops/points/settings`). */
export const setPointsSettings = (settings: engagementOpsApi.PointsSettings, merchant: string) =>
  opsCall(engagementOpsApi.setPointsSettings, { ...settings, merchant });
