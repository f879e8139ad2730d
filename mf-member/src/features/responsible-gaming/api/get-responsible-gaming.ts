import { responsibleGamingApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's deposit limits (with waiting raises and this window's use) and self-exclusion; `reload` after a change. */
export function useResponsibleGaming() {
  return useCall(responsibleGamingApi.getResponsibleGaming, {});
}
