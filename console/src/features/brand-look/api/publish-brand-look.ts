import { brandsOpsApi, type BrandLook } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Publishes a brand's look as its next version (`POST /ops/brands/:code/look`). */
export const publishBrandLook = (code: string, look: BrandLook) =>
  opsCall(brandsOpsApi.publishBrandLook, look, { code });
