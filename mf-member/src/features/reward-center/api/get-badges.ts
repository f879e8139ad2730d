import { useEffect } from 'react';
import { bus } from 'shared-contracts';
import { rewardsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/**
 * The rewards waiting to be claimed, for the member centre's menu badge (`GET /wps/member/badges`), asked again
 * whenever a page says rewards changed (`rewards:changed`: a claim, an application answered …).
 */
export function usePendingRewards(): number {
  const badges = useCall(rewardsApi.getBadges, {});
  const { reload } = badges;
  useEffect(() => bus.on('rewards:changed', reload), [reload]);
  return badges.data?.rewards ?? 0;
}
