import { gamesApi, type VendorCategory } from 'shared-contracts';
import { useCall } from 'shared-ui';

/**
 * Vendor lanes with vendors (`/wps/game/vendor`, one request shared with mf-games' lobby) for the nav bar and
 * side menu; skipped when mf-games (which owns the pages) is off.
 */
export function useVendorLanes(gamesEnabled: boolean): { lanes: VendorCategory[]; ready: boolean } {
  const { data, loading } = useCall(gamesApi.getGameVendors, {}, gamesEnabled, true, 'gameVendor');
  if (!gamesEnabled) return { lanes: [], ready: true };
  return { lanes: data?.data.lanes.filter((l) => l.vendors.length > 0) ?? [], ready: !loading };
}
