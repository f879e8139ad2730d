import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces an item of the points mall; its stock is set as given (`PUT /ops/points/items/:id`). */
export const updatePointsItem = (id: number, item: engagementOpsApi.PointsItemInput, merchant: string) =>
  opsCall(engagementOpsApi.updatePointsItem, { ...item, merchant }, { id });
