import { api, securityApi, type SecurityConfig } from 'shared-contracts';

/** The member's identity-verification and security-question state (SPEC §7 securityConfig). */
export function getSecurityConfig(): Promise<SecurityConfig> {
  return api.call(securityApi.getSecurityConfig, {});
}
