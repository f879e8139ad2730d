import { gamesOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Every vendor card of the brand, on or off (`GET /ops/games/vendors`). */
export const useVendors = (merchant: string | undefined) =>
  useOps(gamesOpsApi.listVendors, { merchant }, undefined, merchant !== undefined);
