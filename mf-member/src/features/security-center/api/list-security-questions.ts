import { securityApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's catalogue of security questions to choose from. */
export function useSecurityQuestions() {
  return useCall(securityApi.listSecurityQuestions, {});
}
