import { api, isIpChallenge, sessionApi, type LoginReply } from 'shared-contracts';

/** SMS login: mobile number + code, no bot check (SPEC §4); the code already proves the phone, so no IP challenge. */
export async function loginWithSms(countryDialingCode: string, mobileNum: string, code: string): Promise<LoginReply> {
  const reply = await api.call(sessionApi.login, {
    type: 'sms',
    username: mobileNum,
    password: code,
    countryDialingCode,
  });
  if (isIpChallenge(reply)) throw new Error('unexpected IP challenge after an SMS login');
  return reply;
}
