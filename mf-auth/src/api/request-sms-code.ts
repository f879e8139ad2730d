import { api, sessionApi } from 'shared-contracts';
import { solveBotCheck } from '../lib/bot-check';

/** Asks for an SMS code (login and password reset; bot check required); resolves to its lifetime in minutes. */
export async function requestSmsCode(countryDialingCode: string, mobileNum: string): Promise<number> {
  const botCheck = await solveBotCheck();
  const r = await api.call(sessionApi.requestSmsLoginCode, { countryDialingCode, mobileNum, botCheck });
  return r.expiredMinutes;
}
