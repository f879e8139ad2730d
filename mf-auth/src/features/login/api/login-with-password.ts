import { api, sessionApi, type LoginOutcome, type LoginRequest } from 'shared-contracts';
import { solveBotCheck } from '../../../lib/bot-check';

/** Username login: solves the bot check, then calls the encrypted login endpoint (session or IP challenge). */
export async function loginWithPassword(input: Omit<LoginRequest, 'type' | 'botCheck'>): Promise<LoginOutcome> {
  const botCheck = await solveBotCheck();
  return api.call(sessionApi.login, { ...input, type: 'username', botCheck });
}
