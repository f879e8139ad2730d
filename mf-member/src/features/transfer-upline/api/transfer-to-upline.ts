import { api, transfersApi, type RequestOf } from 'shared-contracts';

/** Moves money from the main wallet to the upline's (encrypted; `requestId` makes a retry safe). */
export function transferToUpline(input: RequestOf<typeof transfersApi.transferToUpline>) {
  return api.call(transfersApi.transferToUpline, input);
}
