import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a promotion (APPLY or RAFFLE; amounts in minor units) (`POST /ops/promotions`). */
export const createPromotion = (input: engagementOpsApi.PromotionCreate, merchant: string) =>
  opsCall(engagementOpsApi.createPromotion, { ...input, merchant });
