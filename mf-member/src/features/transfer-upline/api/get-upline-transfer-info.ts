import { transfersApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The upline, the main balance and whether the fund password is set (`/wps/transfers/upline`); `reload` after a transfer. */
export function useUplineTransferInfo() {
  return useCall(transfersApi.getUplineTransferInfo, {});
}
