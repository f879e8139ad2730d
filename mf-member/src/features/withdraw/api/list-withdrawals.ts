import { withdrawalsApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One page of the member's withdrawals, newest first (`GET /wps/withdrawals`). */
export function useWithdrawals(pageNo: number, pageSize: number) {
  return useCall(withdrawalsApi.listWithdrawals, { pageNo, pageSize });
}
