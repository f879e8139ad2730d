import { sessionApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's avatar and the ones to choose from (SPEC §7 `/wps/member/info/icon`). */
export function useMemberIcon() {
  return useCall(sessionApi.getMemberIcon, {});
}
