import { api, withdrawalsApi } from 'shared-contracts';

/** The player's answer to a PAID withdrawal, with a proof image (multipart). */
export function confirmWithdrawal(input: { id: number; result: 'RECEIVED' | 'NOT_RECEIVED'; proof: File }) {
  return api.call(withdrawalsApi.confirmWithdrawal, input);
}
