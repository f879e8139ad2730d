import { contentOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces a banner's fields; without `imageId` it keeps its image (`PUT /ops/content/banners/:id`). */
export const updateBanner = (id: number, input: contentOpsApi.BannerInput, merchant: string | undefined) =>
  opsCall(contentOpsApi.updateBanner, { ...input, merchant }, { id });
