import { api, withdrawalsApi } from 'shared-contracts';

/** Requests a withdrawal (encrypted): the amount is held at once; `requestId` makes a retry safe. */
export function createWithdrawal(input: {
  bankAccountId: number;
  amount: number;
  fundPassword: string;
  requestId: string;
}) {
  return api.call(withdrawalsApi.createWithdrawal, input);
}
