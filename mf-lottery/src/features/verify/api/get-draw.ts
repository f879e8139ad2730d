import { api } from 'shared-contracts';
import { lotteryApi } from 'shared-contracts/lottery';

/** One draw by game and draw number: its seed hash, and seed and result once drawn (`/lotto/lgw/draws`). */
export function getDraw(gameCode: string, numero: string) {
  return api.call(lotteryApi.getDraw, { gameCode, numero });
}
