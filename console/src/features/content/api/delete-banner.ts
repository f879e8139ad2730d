import { contentOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Deletes a banner (`DELETE /ops/content/banners/:id`). */
export const deleteBanner = (id: number, merchant: string | undefined) =>
  opsCall(contentOpsApi.deleteBanner, { merchant }, { id });
