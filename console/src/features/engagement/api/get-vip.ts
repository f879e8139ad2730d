import { engagementOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The brand's VIP window and levels (null when never set) and members per level (`GET /ops/vip?code=`). */
export const useVip = (code: string | undefined) =>
  useOps(engagementOpsApi.getVip, { code: code ?? '' }, undefined, code !== undefined);
