import { api, paymentsApi } from 'shared-contracts';

/** Starts an online deposit: answers the PENDING deposit and the provider's page to open (`payUrl`). */
export function createGatewayDeposit(input: { methodCode: string; amount: number; requestId: string }) {
  return api.call(paymentsApi.createGatewayDeposit, input);
}
