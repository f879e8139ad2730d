import { rewardsApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The avatar menu's badge counts (`/wps/member/badges`: rewards to claim, missions open, unread messages). */
export function useBadges(enabled: boolean) {
  return useCall(rewardsApi.getBadges, {}, enabled);
}
