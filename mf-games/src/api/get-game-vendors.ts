import { gamesApi, type VendorCategory } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Vendors by category (`/wps/game/vendor`), shared by the home page and the category pages. */
export function useGameVendors(): { lanes: VendorCategory[]; loading: boolean; error: boolean; reload: () => void } {
  const { data, loading, error, reload } = useCall(gamesApi.getGameVendors, {}, true, true, 'gameVendor');
  return { lanes: data?.data.lanes ?? [], loading, error: !!error, reload };
}
