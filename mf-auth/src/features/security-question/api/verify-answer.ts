import { api, securityApi } from 'shared-contracts';

/** Checks the answer (trimmed); a wrong one ends the session on the server (SPEC §4). */
export async function verifyAnswer(questionId: number, answer: string): Promise<boolean> {
  const r = await api.call(securityApi.verifySecurityAnswer, { questionId, answer: answer.trim() });
  return r.valid;
}
