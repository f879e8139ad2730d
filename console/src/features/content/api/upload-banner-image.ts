import { contentOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Uploads a banner image (JPEG or PNG); its id for the banner (`POST /ops/content/banners/images`, multipart). */
export const uploadBannerImage = (image: File, merchant: string | undefined) =>
  opsCall(contentOpsApi.uploadBannerImage, { image, merchant });
