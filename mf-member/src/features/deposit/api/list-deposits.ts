import { paymentsApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One page of the member's deposits, newest first (`GET /wps/payments/deposits`). */
export function useDeposits(pageNo: number, pageSize: number) {
  return useCall(paymentsApi.listDeposits, { pageNo, pageSize });
}
