import type { RequestOf } from 'shared-contracts';
import { referralApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** A page of the friends who registered with the member's code (GET /wps/referral/friends). */
export function useFriends(query: RequestOf<typeof referralApi.listFriends>) {
  return useCall(referralApi.listFriends, query);
}
