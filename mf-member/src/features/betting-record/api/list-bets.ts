import { recordsApi, type RequestOf } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One page of the betting record (`/wps/records/bets`), with the totals of every matching round. */
export function useBets(query: RequestOf<typeof recordsApi.listBets>) {
  return useCall(recordsApi.listBets, query);
}
