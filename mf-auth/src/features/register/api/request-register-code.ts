import { api, registerApi } from 'shared-contracts';
import { solveBotCheck } from '../../../lib/bot-check';

/** The registration SMS code (REGMOBVERF3; bot check required); resolves to its lifetime in minutes. */
export async function requestRegisterCode(countryDialingCode: string, mobileNo: string): Promise<number> {
  const botCheck = await solveBotCheck();
  const r = await api.call(registerApi.requestSmsRegisterCode, { countryDialingCode, mobileNo, botCheck });
  return r.expiredMinutes;
}
