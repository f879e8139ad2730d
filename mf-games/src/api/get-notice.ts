import { noticeApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Notices (SPEC §7: types B,PL,PU,PR, platform W), one request per page for the bar, the popups and the modal. */
export function useNotice() {
  const { data, loading, reload } = useCall(noticeApi.getNotice, { types: 'B,PL,PU,PR', platform: 'W' }, true, true);
  return { notice: data, loading, reload };
}
