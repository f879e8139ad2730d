import { sessionApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's avatar (SPEC §7 `/wps/member/info/icon`); `reload` after the profile page changes it. */
export function useMemberIcon(enabled: boolean) {
  return useCall(sessionApi.getMemberIcon, {}, enabled);
}
