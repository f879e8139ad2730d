import { api, securityApi } from 'shared-contracts';

/** Sets or replaces the member's security question; the current password confirms it. */
export function setSecurityQuestion(questionId: number, answer: string, password: string): Promise<null> {
  return api.call(securityApi.setCustomerSecurityQuestion, { questionId, answer: answer.trim(), password });
}
