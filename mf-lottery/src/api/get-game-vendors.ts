import { gamesApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's vendor cards by category (`/wps/game/vendor`, shared with the rest of the page): the prize mode's input. */
export function useGameVendors() {
  return useCall(gamesApi.getGameVendors, {}, true, true);
}
