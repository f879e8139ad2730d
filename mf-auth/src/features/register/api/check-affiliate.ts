import { api, registerApi } from 'shared-contracts';

/** Checks an agent's invitation code (SPEC §7 /wps/agent/affiliate); rejects with INVITATION_CODE_INVALID. */
export function checkAffiliate(code: string) {
  return api.call(registerApi.checkAffiliate, { code, domain: location.hostname });
}
