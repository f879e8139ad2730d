import { referralApi } from 'shared-contracts/engagement';
import { useCall } from 'shared-ui';

/** The member's referral code, its register link on this site, the programme's rules and counts (GET /wps/referral). */
export function useReferral() {
  return useCall(referralApi.getReferral, { domain: location.origin });
}
