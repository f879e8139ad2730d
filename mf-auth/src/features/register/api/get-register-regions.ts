import { registerApi, type Region } from 'shared-contracts';
import { useCall, type CallState } from 'shared-ui';

/** The merchant's regions for the register form (`GET /wps/member/register/region?menuGroup=gamingvenue`). */
export function useRegisterRegions(enabled: boolean): CallState<{ list: Region[] }> {
  return useCall(registerApi.getRegisterRegions, { menuGroup: 'gamingvenue' }, enabled, true);
}
