import { api, profileApi } from 'shared-contracts';

/** Sends an SMS code to the new mobile number; answers the code's lifetime in minutes. */
export async function requestMobileCode(countryDialingCode: string, mobileNum: string): Promise<number> {
  const { expiredMinutes } = await api.call(profileApi.requestMobileCode, { countryDialingCode, mobileNum });
  return expiredMinutes;
}
