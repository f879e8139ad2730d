import { gamesApi, type VendorCategory } from 'shared-contracts';
import { useCall } from 'shared-ui';

/**
 * Vendor lanes with vendors (`/wps/game/vendor`, one request shared with mf-games' lobby) for the nav bar and
 * side menu; skipped when mf-games (which owns the pages) is off.
 */
export function useVendorLanes(gamesEnabled: boolean): VendorCategory[] {
  const { data } = useCall(gamesApi.getGameVendors, {}, gamesEnabled, true, 'gameVendor');
  return gamesEnabled ? (data?.data.lanes.filter((l) => l.vendors.length > 0) ?? []) : [];
}
