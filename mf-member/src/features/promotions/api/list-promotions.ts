import { promotionsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The merchant's activities (`GET /wps/promotions`), with the member's own state when logged in. */
export function usePromotions() {
  return useCall(promotionsApi.listPromotions, {});
}
