import { securityApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Whether two-step sign-in (authenticator app) is on, and how many recovery codes are left; `reload` after a change. */
export function useTotpStatus() {
  return useCall(securityApi.getTotpStatus, {});
}
