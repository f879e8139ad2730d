import { api, sessionApi, type LoginReply } from 'shared-contracts';

/** SMS login: mobile number + code, no bot check (SPEC §4). */
export function loginWithSms(countryDialingCode: string, mobileNum: string, code: string): Promise<LoginReply> {
  return api.call(sessionApi.login, { type: 'sms', username: mobileNum, password: code, countryDialingCode });
}
