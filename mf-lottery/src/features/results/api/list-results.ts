import { lotteryApi } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

/** A page of a game's drawn results of one Vietnam day, newest first (`/lotto/lgw/results`). */
export function useResults(query: { gameCode: string; date: string; pageNo: number; pageSize: number }) {
  return useCall(lotteryApi.listResults, query, query.gameCode !== '');
}
