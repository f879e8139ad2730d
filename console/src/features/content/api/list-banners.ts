import { contentOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** Every banner of the brand, by group, then order (`GET /ops/content/banners`). */
export const useBanners = (merchant: string | undefined) => useOps(contentOpsApi.listBanners, { merchant });
