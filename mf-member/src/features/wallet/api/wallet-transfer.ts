import { api, memberApi } from 'shared-contracts';

/** Moves money between the main wallet and a vendor wallet (transfer mode); `requestId` makes a retry safe. */
export function walletTransfer(input: {
  direction: 'IN' | 'OUT';
  vassalage: string;
  amount: number;
  requestId: string;
}) {
  return api.call(memberApi.walletTransfer, input);
}
