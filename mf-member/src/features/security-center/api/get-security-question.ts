import { securityApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's own security question (null when none is set); `reload` after setting one. */
export function useSecurityQuestion() {
  return useCall(securityApi.getCustomerSecurityQuestion, {});
}
