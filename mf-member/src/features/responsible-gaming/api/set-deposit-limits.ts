import { api, responsibleGamingApi, type RequestOf, type ResponsibleGamingState } from 'shared-contracts';

/** Sets the daily, weekly and monthly deposit limits (minor units, null: none); answers the new state. */
export function setDepositLimits(
  limits: RequestOf<typeof responsibleGamingApi.setDepositLimits>,
): Promise<ResponsibleGamingState> {
  return api.call(responsibleGamingApi.setDepositLimits, limits);
}
