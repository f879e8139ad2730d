import { systemApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's register rules (`GET /wps/system/setting/register`): the fund password follows `paymentPassword`. */
export function useRegisterRules() {
  return useCall(systemApi.getRegisterSettings, {}, true, true);
}
