import { api, withdrawalsApi } from 'shared-contracts';

/** Removes one of the member's bank accounts. */
export function deleteBankAccount(id: number) {
  return api.call(withdrawalsApi.deleteBankAccount, { id });
}
