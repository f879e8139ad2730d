import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's vendors (`/wps/game/vendor`, one request per page): their display names in the table. */
export function useGameVendors() {
  return useCall(gamesApi.getGameVendors, {}, true, true);
}
