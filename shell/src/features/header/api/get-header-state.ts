import { memberApi, type HeaderState } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The logged-in header's numbers (`/wps/member/header`); `reload` refreshes the balance. */
export function useHeaderState(enabled: boolean): { state: HeaderState | null; reload: () => void; loading: boolean } {
  const { data, reload, loading } = useCall(memberApi.getHeaderState, {}, enabled);
  return { state: data, reload, loading };
}
