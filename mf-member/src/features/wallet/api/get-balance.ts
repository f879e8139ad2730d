import { memberApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The main balance and the vendor wallets (`/wps/v2/wallets/balance`); `reload` after a transfer. */
export function useBalance() {
  return useCall(memberApi.getBalance, {});
}
