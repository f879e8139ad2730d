import { api, sessionApi, type LoginReply } from 'shared-contracts';
import { solveBotCheck } from '../../../lib/bot-check';

/** Asks for an SMS login code (bot check required); resolves to the code's lifetime in minutes. */
export async function requestSmsLoginCode(countryDialingCode: string, mobileNum: string): Promise<number> {
  const botCheck = await solveBotCheck();
  const r = await api.call(sessionApi.requestSmsLoginCode, { countryDialingCode, mobileNum, botCheck });
  return r.expiredMinutes;
}

/** SMS login: mobile number + code, no bot check (SPEC §4). */
export function loginWithSms(countryDialingCode: string, mobileNum: string, code: string): Promise<LoginReply> {
  return api.call(sessionApi.login, { type: 'sms', username: mobileNum, password: code, countryDialingCode });
}
