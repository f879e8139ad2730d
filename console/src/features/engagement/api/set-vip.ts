import { engagementOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Replaces the brand's VIP window and levels (`PUT /ops/vip`). */
export const setVip = (code: string, config: engagementOpsApi.VipConfig) =>
  opsCall(engagementOpsApi.setVip, { code, ...config });
