import { vnPrizeMode } from 'shared-contracts/lottery';
import { useGameVendors } from '../api/get-game-vendors';

/**
 * The VN prize mode of this merchant (SPEC §4): ELOTT if the ELOTT category has a TCG_LOTTO_VN or LOTT card,
 * else LOTT. Null while the vendor cards load; LOTT when they cannot be loaded (the server's default mode).
 */
export function usePrizeMode(): 'LOTT' | 'ELOTT' | null {
  const vendors = useGameVendors();
  if (vendors.error) return 'LOTT';
  const lanes = vendors.data?.data.lanes;
  if (!lanes) return null;
  return vnPrizeMode(
    lanes.flatMap((l) => l.vendors.map((v) => ({ gameCategory: l.gameCategory, vassalage: v.vassalage }))),
  );
}
