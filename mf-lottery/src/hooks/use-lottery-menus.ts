import type { MenuGame } from 'shared-contracts/lottery';
import { useGameMenus, type MenuArea } from '../api/get-game-menus';
import { usePrizeMode } from './use-prize-mode';
import { useClockOffset } from './use-server-now';

/** The games a page offers, with the state of the menu call. */
export interface MenusState {
  games: MenuGame[];
  loading: boolean;
  error: boolean;
  reload: () => void;
  /** The server clock's lead over this device (ms), from the menus' answer. */
  clockOffset: number;
}

/**
 * The page's lottery games in the merchant's prize mode (SPEC §4): the VN page its VN games, the SEA page the
 * Thai game, /lottery both.
 */
export function useLotteryMenus(area: MenuArea): MenusState & { prizeMode: 'LOTT' | 'ELOTT' | null } {
  const prizeMode = usePrizeMode();
  const menus = useGameMenus(area, prizeMode);
  const clockOffset = useClockOffset(menus.data?.serverTime);
  const groups = menus.data?.gameMenus ?? [];
  const games = groups
    .filter(
      (m) => area === 'ALL' || (area === 'VN' ? m.accountTypeName === 'TCG_LOTTO_VN' : m.accountTypeName === 'SEA'),
    )
    .flatMap((m) => m.games);
  return {
    prizeMode,
    games,
    loading: prizeMode === null || menus.loading,
    error: !!menus.error,
    reload: menus.reload,
    clockOffset,
  };
}
