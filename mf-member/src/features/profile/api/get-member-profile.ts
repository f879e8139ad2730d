import { profileApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's nickname, e-mail and mobile (`/wps/member/info/profile`). */
export function useMemberProfile() {
  return useCall(profileApi.getMemberProfile, {});
}
