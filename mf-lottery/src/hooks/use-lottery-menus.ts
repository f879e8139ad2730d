import type { MenuGame } from 'shared-contracts/lottery';
import { useGameMenus, type MenuArea } from '../api/get-game-menus';
import { useLotteryFirstLogin } from '../api/lottery-first-login';
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
  /** The member's lottery nickname when this is the member's first visit (the first login's answer), else null. */
  welcome: string | null;
  /** True until the first login answered (whether the welcome shows above the page is not known yet). */
  welcomePending: boolean;
}

/**
 * The page's lottery games in the merchant's prize mode (SPEC §4): the VN page its VN games, the SEA page the
 * Thai game, /lottery both; asked after the lottery's first login.
 */
export function useLotteryMenus(area: MenuArea): MenusState & { prizeMode: 'LOTT' | 'ELOTT' | null } {
  const prizeMode = usePrizeMode();
  // The first login comes before the first menu call (SPEC §7); a failed one does not keep the lottery shut.
  const first = useLotteryFirstLogin();
  const menus = useGameMenus(area, first.loading ? null : prizeMode);
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
    loading: prizeMode === null || first.loading || menus.loading,
    error: !!menus.error,
    reload: menus.reload,
    clockOffset,
    welcome: first.data?.firstTime ? first.data.nickname : null,
    welcomePending: first.loading,
  };
}
