import { memberApi, type HeaderState } from 'shared-contracts';
import { useCall } from 'shared-ui';

/**
 * The logged-in header's numbers (`/wps/member/header`); `reload` refreshes the balance. The last answer is kept for
 * the login (`headerState`), so a new page paints the header at its final width and refreshes it (`loading` covers
 * that refresh too).
 */
export function useHeaderState(enabled: boolean): { state: HeaderState | null; reload: () => void; loading: boolean } {
  const { data, reload, loading, stale } = useCall(memberApi.getHeaderState, {}, enabled, false, 'headerState');
  return { state: data, reload, loading: loading || !!stale };
}
