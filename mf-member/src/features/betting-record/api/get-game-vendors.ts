import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's categories and vendors (`/wps/game/vendor`, one request shared with the nav): the filter choices. */
export function useGameVendors() {
  return useCall(gamesApi.getGameVendors, {}, true, true);
}
