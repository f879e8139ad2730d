import type { ContractPeriod } from 'shared-contracts/agency';
import { isAgentType, type RequestOf, type transfersApi } from 'shared-contracts';
import type { ErrorExtra } from '../../infra/errors/domain-error';
import type { BetsService } from '../bets';
import type { InvitingAgent, Member, MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { WalletService } from '../wallet';
import { createAgentRecords } from './agent-records';
import { createAgentReportRepository } from './agent-report-repository';
import { createContractService } from './contract-service';
import { agencyError } from './errors';
import { createSettlement } from './settlement';
import { createTeamService } from './team-service';
import { createTreeService } from './tree-service';
import { transferToUpline, uplineTransferInfo, type UplineTransferDeps } from './upline-transfer';

export interface AgencyDeps extends Omit<UplineTransferDeps, 'members' | 'wallet' | 'withdrawals'> {
  members: MembersService;
  bets: Pick<BetsService, 'teamHistory' | 'teamLoss' | 'teamVolumes'>;
  wallet: WalletService;
  withdrawals: UplineTransferDeps['withdrawals'];
  merchants: Pick<MerchantsService, 'findById'>;
  /** AGENCY_PERIOD_SECONDS: shorter fixed-length periods for a demo or the e2e suite. */
  periodSeconds?: Partial<Record<ContractPeriod, number>>;
  now?: () => Date;
}

/**
 * The agency domain (ADR 0008): agents and their teams (the closure table agency_team), invitation
 * codes, transfers between upline and downline, the agent centre's reports, contracts and their settlement.
 */
export function createAgencyService(deps: AgencyDeps) {
  const { members } = deps;
  const team = createTeamService(deps);
  const contracts = createContractService(deps);
  const records = createAgentRecords(deps);
  const settlement = createSettlement(deps);
  const tree = createTreeService({ db: deps.db, members, team, contractOps: contracts.ops, now: deps.now });
  const reportRepo = createAgentReportRepository(deps.db);

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

    /** The caller of an agent-centre call: an ACTIVE agent of the merchant, or AGENT_ONLY. */
    async requireAgent(merchantId: number, memberId: number): Promise<Member> {
      const me = await members.findById(merchantId, memberId);
      if (!me || !isAgentType(me.type)) throw agencyError('AGENT_ONLY');
      return me;
    },

    /** GET /wps/member/info/funds/consolidated: the balance over every wallet and the contract menus' flags. */
    async consolidated(merchant: Merchant, memberId: number) {
      const [me, main, vendors, on] = await Promise.all([
        members.findById(merchant.id, memberId),
        deps.wallet.mainBalance(merchant, memberId),
        deps.wallet.vendorWallets(merchant, memberId),
        contracts.enabledTypes(merchant.id),
      ]);
      const agent = !!me && isAgentType(me.type);
      const flag = (t: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY') => agent && on.has(t);
      return {
        balance: main + vendors.reduce((s, v) => s + v.balance, 0),
        currency: merchant.currency,
        dailysalreqtype: on.has('DAILY_SALARY') ? ('DAILY_SALARY' as const) : null,
        divtypereq: on.has('DIVIDEND') ? ('DIVIDEND' as const) : null,
        contracthoursalreq: on.has('HOURLY_SALARY') ? ('HOURLY_SALARY' as const) : null,
        realtimesalreqtype: on.has('REALTIME_SALARY') ? ('REALTIME_SALARY' as const) : null,
        dailySalary: flag('DAILY_SALARY'),
        hourSalary: flag('HOURLY_SALARY'),
        salary: flag('REALTIME_SALARY'),
        enableCt: flag('DIVIDEND'),
      };
    },

    /** The reports' agents (issue 29): each agent's team size now and the settlements paid to it in [from, to). */
    agentFigures: (merchantId: number, ids: readonly number[], from: Date, to: Date) =>
      reportRepo.figures(merchantId, ids, from, to),

    team,
    contracts,
    records,
    settlement,
    /** The operators' agent tree and moves (the console). */
    tree,
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
