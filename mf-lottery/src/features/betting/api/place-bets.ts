import { api, type RequestOf } from 'shared-contracts';
import { lotteryApi } from 'shared-contracts/lottery';

/** Places a bet slip on the open draw: one debit of the total, keyed by `requestId` (a retry replays it). */
export function placeBets(input: RequestOf<typeof lotteryApi.placeBets>) {
  return api.call(lotteryApi.placeBets, input);
}
