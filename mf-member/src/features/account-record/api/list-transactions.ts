import { recordsApi, type RequestOf } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One page of the account record (`/wps/records/transactions`): the member's ledger movements. */
export function useTransactions(query: RequestOf<typeof recordsApi.listTransactions>) {
  return useCall(recordsApi.listTransactions, query);
}
