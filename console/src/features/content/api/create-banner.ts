import { contentOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a banner with an uploaded image (`POST /ops/content/banners`). */
export const createBanner = (input: contentOpsApi.BannerInput, merchant: string | undefined) =>
  opsCall(contentOpsApi.createBanner, { ...input, merchant });
