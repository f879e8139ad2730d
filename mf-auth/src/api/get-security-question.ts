import { api, securityApi, type SecurityQuestion } from 'shared-contracts';

/** The member's own security question, or null when none is set. */
export function getSecurityQuestion(): Promise<SecurityQuestion | null> {
  return api.call(securityApi.getCustomerSecurityQuestion, {});
}
