import type { ErrorExtra } from '../../infra/errors/domain-error';
import type { InvitingAgent, MembersService } from '../members';
import { agencyError } from './errors';

export interface AgencyDeps {
  members: Pick<MembersService, 'findAgentByInvitationCode'>;
}

/** The agency domain: agents and their downlines (for now: invitation codes, which live on the member). */
export function createAgencyService({ members }: AgencyDeps) {
  /** The ACTIVE agent with this invitation code (case-insensitive), or INVITATION_CODE_INVALID (with `extra`). */
  const agentByInvitationCode = async (
    merchantId: number,
    code: string,
    extra?: ErrorExtra,
  ): Promise<InvitingAgent> => {
    const agent = await members.findAgentByInvitationCode(merchantId, code);
    if (!agent) throw agencyError('INVITATION_CODE_INVALID', extra);
    return agent;
  };

  return {
    agentByInvitationCode,
    /**
     * GET /wps/agent/affiliate: `{valid: true, agentNickname}` for an active agent's invitation code
     * (its nickname, possibly empty: never the username, which is a login name).
     */
    async checkAffiliate(merchantId: number, code: string): Promise<{ valid: true; agentNickname: string }> {
      const agent = await agentByInvitationCode(merchantId, code);
      return { valid: true, agentNickname: agent.nickname };
    },
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
