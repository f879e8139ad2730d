import { brandsOpsApi, type BrandCreate } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Opens a brand; the admin who opens it works for it from then on (`POST /ops/brands`). */
export const createBrand = (input: BrandCreate) => opsCall(brandsOpsApi.createBrand, input);
