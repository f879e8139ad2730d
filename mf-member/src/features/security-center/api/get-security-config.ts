import { securityApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's identity-verification and security-question state (SPEC §7 securityConfig). */
export function useSecurityConfig() {
  return useCall(securityApi.getSecurityConfig, {});
}
