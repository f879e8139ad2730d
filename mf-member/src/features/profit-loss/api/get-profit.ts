import { recordsApi, type RequestOf } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** Profit and loss over a day range (`/wps/records/profit`): per day and category, totals, money in and out. */
export function useProfit(query: RequestOf<typeof recordsApi.getProfit>) {
  return useCall(recordsApi.getProfit, query);
}
