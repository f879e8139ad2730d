import { api, type ResponseOf } from 'shared-contracts';
import { rewardsApi } from 'shared-contracts/engagement';

/** Claims a waiting reward once (`POST /wps/rewards/claim`): the bonus is paid into the main wallet. */
export function claimReward(id: number): Promise<ResponseOf<typeof rewardsApi.claimReward>> {
  return api.call(rewardsApi.claimReward, { id });
}
