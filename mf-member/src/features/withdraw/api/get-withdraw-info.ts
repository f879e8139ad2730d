import { withdrawalsApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** What the withdraw page shows: balance, limits, turnover, bank accounts, fund password (`GET /wps/withdrawals/info`). */
export function useWithdrawInfo() {
  return useCall(withdrawalsApi.getWithdrawInfo, {});
}
