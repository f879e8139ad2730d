import { gamesApi, type VendorCategory } from 'shared-contracts';
import { useCall } from 'shared-ui';

/**
 * The nav bar's drop menus (`/wps/game/menu?menuGroup=gamingvenue`, SPEC §7): the categories with vendors, in
 * menu order, each with its vendors; skipped when mf-games (which owns the pages) is off. The last answer is kept
 * (`gameMenu`), so the next page draws the categories at once and the entries after them do not move.
 */
export function useDropMenu(gamesEnabled: boolean): VendorCategory[] {
  const { data } = useCall(gamesApi.getDropMenu, { menuGroup: 'gamingvenue' }, gamesEnabled, true, 'gameMenu');
  return gamesEnabled ? (data?.lanes.filter((l) => l.vendors.length > 0) ?? []) : [];
}
