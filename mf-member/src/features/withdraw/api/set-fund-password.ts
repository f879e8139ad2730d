import { api, withdrawalsApi } from 'shared-contracts';

/** Sets the fund password, once (sent encrypted, like every password call). */
export function setFundPassword(fundPassword: string, confirmFundPassword: string) {
  return api.call(withdrawalsApi.setFundPassword, { fundPassword, confirmFundPassword });
}
