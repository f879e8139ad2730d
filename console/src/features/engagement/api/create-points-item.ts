import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds an item to the points mall (`POST /ops/points/items`). */
export const createPointsItem = (item: engagementOpsApi.PointsItemInput, merchant: string) =>
  opsCall(engagementOpsApi.createPointsItem, { ...item, merchant });
