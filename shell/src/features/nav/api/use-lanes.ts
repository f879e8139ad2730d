import { gamesApi, type VendorCategory } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Vendor lanes for the nav bar and side menu; skipped when mf-games (which owns the pages) is off. */
export function useLanes(gamesEnabled: boolean): VendorCategory[] {
  const { data } = useCall(gamesApi.getGameVendors, {}, gamesEnabled, true);
  return gamesEnabled ? (data?.data.lanes.filter((l) => l.vendors.length > 0) ?? []) : [];
}
