import { gamesOpsApi, type VendorPatch } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Changes one vendor card of the brand (`PUT /ops/games/vendors/:category/:code`). */
export const updateVendor = (merchant: string, card: { category: string; code: string }, patch: VendorPatch) =>
  opsCall(gamesOpsApi.updateVendor, { merchant, ...patch }, card);
