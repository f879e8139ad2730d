import { brandsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** What a new brand chooses from: vendors, deposit methods, time zones (`GET /ops/brands/options`). */
export const useBrandOptions = (enabled = true) => useOps(brandsOpsApi.brandOptions, {}, undefined, enabled);
