import { api, type RequestOf } from 'shared-contracts';
import { pointsApi } from 'shared-contracts/engagement';

/** Redeems an item with points (encrypted, fund password; `requestId` makes a retry safe). */
export function redeemPoints(input: RequestOf<typeof pointsApi.redeemPoints>) {
  return api.call(pointsApi.redeemPoints, input);
}
