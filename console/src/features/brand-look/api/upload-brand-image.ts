import { brandsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Uploads a logo or favicon for the brand (`POST /ops/brands/:code/look/images`, multipart); its id and path. */
export const uploadBrandImage = (code: string, image: File) =>
  opsCall(brandsOpsApi.uploadBrandImage, { image }, { code });
