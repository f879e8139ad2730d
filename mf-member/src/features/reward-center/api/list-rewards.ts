import type { RequestOf } from 'shared-contracts';
import { rewardsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** One page of the member's rewards (`GET /wps/rewards`), of one status, with the count waiting to be claimed. */
export function useRewards(query: RequestOf<typeof rewardsApi.listRewards>) {
  return useCall(rewardsApi.listRewards, query);
}
