import { vipApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The member's VIP level, its progress to the next level and every level (GET /wps/vip). */
export function useVip() {
  return useCall(vipApi.getVip, {});
}
