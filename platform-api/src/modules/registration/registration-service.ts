import type { RegisterReply, RegisterRequest } from 'shared-contracts';
import type { Merchant } from '../merchants';
import { requestSmsRegisterCode } from './register-code';
import { registerMember, type RegisterDeps, type RegisterKind } from './register-member';

/**
 * The registration domain (no table of its own: it creates members through the members module and
 * reads the merchant's register rules from the merchants module): sign-up by username or mobile
 * number and the registration SMS code.
 */
export function createRegistrationService(deps: RegisterDeps) {
  return {
    /** PUT /wps/member/register (kind username) and /register/mobile (kind mobile). */
    register: (merchant: Merchant, input: RegisterRequest, kind: RegisterKind, ip: string): Promise<RegisterReply> =>
      registerMember(deps, merchant, input, kind, ip),
    /** POST /wps/verification/sms/register. */
    requestCode: (merchant: Merchant, input: Parameters<typeof requestSmsRegisterCode>[2], ip: string, lang?: string) =>
      requestSmsRegisterCode(deps, merchant, input, ip, lang),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
