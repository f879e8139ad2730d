import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** The agent's invitation code, its register link on this site and the link's QR code (`/wps/agent/invite`). */
export function useInvite() {
  return useCall(agencyApi.getInvite, { domain: window.location.origin });
}
