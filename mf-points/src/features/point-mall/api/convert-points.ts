import { api, type RequestOf } from 'shared-contracts';
import { pointsApi } from 'shared-contracts/engagement';

/** Converts points into the main wallet at the exchange ratio (encrypted, fund password; `requestId` makes a retry safe). */
export function convertPoints(input: RequestOf<typeof pointsApi.convertPoints>) {
  return api.call(pointsApi.convertPoints, input);
}
