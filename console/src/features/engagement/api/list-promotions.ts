import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Every promotion of the brand, raffles with their entries and draw (`GET /ops/promotions`). */
export const usePromotions = (merchant: string | undefined) =>
  useOps(engagementOpsApi.listPromotions, { merchant }, undefined, merchant !== undefined);
