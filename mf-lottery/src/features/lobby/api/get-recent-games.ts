import { lotteryApi } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

/** The member's recently played lottery games, newest first (SPEC §7 `/lgw/vn/games/recent`). */
export function useRecentGames(prizeMode: 'LOTT' | 'ELOTT' | null) {
  return useCall(
    lotteryApi.getRecentLotteryGames,
    { prizeMode: prizeMode ?? 'LOTT', device: 'WEB' },
    prizeMode !== null,
  );
}
