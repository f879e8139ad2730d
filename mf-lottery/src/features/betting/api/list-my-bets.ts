import { lotteryApi } from 'shared-contracts/lottery';
import { useCall } from 'shared-ui';

/** The member's open or settled lines of a game, newest first (the betting page's "My bets"). */
export function useMyBets(state: 'open' | 'settled', gameCode: string) {
  return useCall(lotteryApi.listMyBets, { state, gameCode, pageNo: 1, pageSize: 10 });
}
