import { api, securityApi, type TotpSetup } from 'shared-contracts';

/** A new authenticator secret to add to the app (its QR code's URI and the text), confirmed by `enableTotp`. */
export function setUpTotp(): Promise<TotpSetup> {
  return api.call(securityApi.setUpTotp, {});
}
