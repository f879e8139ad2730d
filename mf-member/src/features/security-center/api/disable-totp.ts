import { api, securityApi } from 'shared-contracts';

/** Turns two-step sign-in off; the app's current code or an unused recovery code confirms it. */
export function disableTotp(code: string): Promise<null> {
  return api.call(securityApi.disableTotp, { code: code.trim() });
}
