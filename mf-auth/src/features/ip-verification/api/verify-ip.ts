import { api, securityApi, type IpVerificationMethod, type LoginReply } from 'shared-contracts';

/** Completes the new-IP check with a code (sent, or the authenticator's), a recovery code or the bank account name; answers the session. */
export function verifyIp(ticket: string, method: IpVerificationMethod, answer: string): Promise<LoginReply> {
  return api.call(securityApi.verifyIp, { ticket, method, answer: answer.trim() });
}
