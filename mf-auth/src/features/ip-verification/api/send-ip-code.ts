import { api, securityApi } from 'shared-contracts';

/** Sends the new-IP code to the member's mobile or e-mail; resolves to its lifetime in minutes. */
export async function sendIpCode(ticket: string, method: 'MOBILE' | 'EMAIL'): Promise<number> {
  return (await api.call(securityApi.sendIpVerificationCode, { ticket, method })).expiredMinutes;
}
