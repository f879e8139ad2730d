import type { RequestOf, transfersApi } from 'shared-contracts';
import type { ErrorExtra } from '../../infra/errors/domain-error';
import type { InvitingAgent, MembersService } from '../members';
import type { Merchant } from '../merchants';
import { agencyError } from './errors';
import { transferToUpline, uplineTransferInfo, type UplineTransferDeps } from './upline-transfer';

export interface AgencyDeps extends Omit<UplineTransferDeps, 'members'> {
  members: Pick<MembersService, 'findAgentByInvitationCode' | 'findById'>;
}

/** The agency domain: agents and their downlines (invitation codes, which live on the member; transfers to the upline). */
export function createAgencyService(deps: AgencyDeps) {
  const { members } = deps;
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
    uplineTransferInfo: (merchant: Merchant, memberId: number) => uplineTransferInfo(deps, merchant, memberId),
    transferToUpline: (merchant: Merchant, memberId: number, input: RequestOf<typeof transfersApi.transferToUpline>) =>
      transferToUpline(deps, merchant, memberId, input),
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
