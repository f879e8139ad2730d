import type { RequestOf } from 'shared-contracts';
import { rewardsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** One page of the member's bonuses with their turnover progress (`GET /wps/rewards/bonuses`). */
export function useBonuses(query: RequestOf<typeof rewardsApi.listBonuses>) {
  return useCall(rewardsApi.listBonuses, query);
}
