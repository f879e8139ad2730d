import { brandsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Every brand the operator works for, with its status (`GET /ops/brands`). */
export const useBrands = (enabled = true) => useOps(brandsOpsApi.listBrands, {}, undefined, enabled);
