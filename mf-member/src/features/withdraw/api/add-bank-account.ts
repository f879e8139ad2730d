import { api, withdrawalsApi } from 'shared-contracts';

/** Binds a bank account; the payee name must equal the member's registered name. */
export function addBankAccount(input: { bankName: string; accountNumber: string; payeeName: string }) {
  return api.call(withdrawalsApi.addBankAccount, input);
}
