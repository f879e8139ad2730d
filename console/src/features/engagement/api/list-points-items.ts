import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The points mall's catalogue, inactive items too (`GET /ops/points/items`). */
export const usePointsItems = (merchant: string | undefined) =>
  useOps(engagementOpsApi.listPointsItems, { merchant }, undefined, merchant !== undefined);
