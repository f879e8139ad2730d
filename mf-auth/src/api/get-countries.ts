import { systemApi, type Country } from 'shared-contracts';
import { useCall, type CallState } from 'shared-ui';

/** Country codes (`GET /wps/system/countries`, cacheable): one request for the page, shared with other pickers. */
export function useCountries(): CallState<{ list: Country[] }> {
  return useCall(systemApi.getCountries, {}, true, true);
}
