import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The games the member launched, newest first (`/wps/game/recent`). */
export function useRecentGames() {
  return useCall(gamesApi.listRecentGames, {});
}
