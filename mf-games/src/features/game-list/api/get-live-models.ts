import { useEffect } from 'react';
import { liveApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** How often the live lobby refreshes the tables' state (rounds, results, players). */
export const LIVE_REFRESH_MS = 5_000;

/** SPEC §7 "Live: model list": the live tables with their dealer, round state and last results, refreshed. */
export function useLiveModels() {
  const call = useCall(liveApi.liveModels, {});
  const { reload } = call;
  useEffect(() => {
    const id = setInterval(reload, LIVE_REFRESH_MS);
    return () => clearInterval(id);
  }, [reload]);
  return call;
}
