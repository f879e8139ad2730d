import { brandsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** A brand's live look and its published versions (`GET /ops/brands/:code/look`). */
export const useBrandLook = (code: string | undefined) =>
  useOps(brandsOpsApi.getBrandLook, {}, { code: code ?? '' }, code !== undefined);
