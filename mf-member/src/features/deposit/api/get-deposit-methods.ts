import { paymentsApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The merchant's deposit methods in display order, with the currency (`GET /wps/payments/methods`). */
export function useDepositMethods() {
  return useCall(paymentsApi.getDepositMethods, {});
}
