import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The points rules (null until first set) and whether the brand's points mall is on (`GET /ops/points/settings`). */
export const usePointsSettings = (merchant: string | undefined) =>
  useOps(engagementOpsApi.getPointsSettings, { merchant }, undefined, merchant !== undefined);
