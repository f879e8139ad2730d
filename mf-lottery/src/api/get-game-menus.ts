import { lotteryApi } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

export type MenuArea = 'VN' | 'SEA' | 'ALL';

/**
 * The lottery menus of a page (SPEC §7): `/lgw/vn/games/game_menu` for the VN page, `/lgw/games/game_menus`
 * (VN and SEA) otherwise; asked in `prizeMode` (SPEC §4), so nothing is asked before it is known.
 */
export function useGameMenus(area: MenuArea, prizeMode: 'LOTT' | 'ELOTT' | null) {
  const input = { prizeMode: prizeMode ?? 'LOTT', device: 'WEB' };
  // Not shared: each answer's serverTime sets the page's clock offset, so it must be fresh.
  const vn = useCall(lotteryApi.getVnGameMenu, input, prizeMode !== null && area === 'VN');
  const all = useCall(lotteryApi.getGameMenus, input, prizeMode !== null && area !== 'VN');
  return area === 'VN' ? vn : all;
}
