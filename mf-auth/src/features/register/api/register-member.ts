import { api, registerApi, type RegisterReply, type RegisterRequest } from 'shared-contracts';
import { solveBotCheck } from '../../../lib/bot-check';

/** Registers (by username, or by mobile number when `mobile`) and opens the session (`login: true`). */
export async function registerMember(
  input: Omit<RegisterRequest, 'botCheck' | 'login' | 'registerMethod'>,
  mobile: boolean,
): Promise<RegisterReply> {
  const botCheck = await solveBotCheck();
  const endpoint = mobile ? registerApi.registerMobile : registerApi.register;
  return api.call(endpoint, { ...input, registerMethod: 'WEB', login: true, botCheck });
}
