import { lotteryApi, type PrizeMode } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

/** A game's draw open now and its latest drawn one (SPEC §7 `/lotto/lgw/games/opened/numero`). */
export function useOpenedDraw(gameCode: string, prizeMode: PrizeMode) {
  return useCall(lotteryApi.getOpenedDraw, { gameCode, prizeMode, device: 'WEB' });
}
