import { systemApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The help centre's sections in `lang` (`/wps/system/helpCenter`, web device). */
export function useHelpCenter(lang: string) {
  return useCall(systemApi.getHelpCenter, { lang, device: 'WEB' }).data?.sections ?? [];
}
