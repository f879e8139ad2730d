import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces a promotion's fields but its kind (`PUT /ops/promotions/:id`). */
export const updatePromotion = (id: number, input: engagementOpsApi.PromotionReplace, merchant: string) =>
  opsCall(engagementOpsApi.updatePromotion, { ...input, merchant }, { id });
