import { paymentsApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** One of the member's deposits (`GET /wps/payments/deposit`): the page the provider returns to shows it. */
export function useDeposit(id: number) {
  return useCall(paymentsApi.getDeposit, { id });
}
