import { api, securityApi } from 'shared-contracts';

/** Confirms the new secret with the app's current code: two-step sign-in is on; resolves to the recovery codes. */
export async function enableTotp(code: string): Promise<string[]> {
  return (await api.call(securityApi.enableTotp, { code: code.trim() })).recoveryCodes;
}
