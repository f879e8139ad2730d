import type { reportsOpsApi } from 'shared-contracts';
import { invalidField } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import type { AgencyService } from '../agency';
import type { BetsService } from '../bets';
import { amount } from '../dashboard';
import type { MembersService } from '../members';
import type { PaymentsService } from '../payments';
import { reportFrame, type ReportAsk } from './report-frame';

type AgentScope = reportsOpsApi.AgentScope;

export interface AgentReportDeps {
  members: Pick<MembersService, 'agentsPage'>;
  bets: Pick<BetsService, 'teamVolumes'>;
  payments: Pick<PaymentsService, 'teamDeposits'>;
  agency: Pick<AgencyService, 'agentFigures'>;
  now: () => Date;
}

/**
 * The agent report (issue 29): one brand's agents a page at a time (the members module's), each with its team's
 * size and the settlements paid to it (agency), its team's credited deposits (payments) and settled real-money
 * play (bets, over the agency's team_links). Agents belong to one brand: every brand together is refused.
 */
export function createAgentReport({ members, bets, payments, agency, now }: AgentReportDeps) {
  return {
    async report(ask: ReportAsk, scope: AgentScope): Promise<reportsOpsApi.AgentReport> {
      if (ask.scope === null) throw invalidField('merchant', 'the agent report reads one brand: choose its code');
      const { range, head } = reportFrame(ask, now());
      const merchant = ask.merchants[0]!;
      const page = paging({ pageNo: ask.page, pageSize: ask.pageSize });
      const { rows, total } = await members.agentsPage(merchant.id, scope === 'top', page);
      const ids = rows.map((r) => r.id);
      const volumes = await bets.teamVolumes(merchant.id, ids, range.from, range.to);
      const deposits = await payments.teamDeposits(merchant.id, ids, range.from, range.to);
      const figures = await agency.agentFigures(merchant.id, ids, range.from, range.to);
      return {
        ...head,
        scope,
        list: rows.map((a) => {
          const v = volumes.get(a.id) ?? { betCount: 0, stake: 0, payout: 0, active: 0 };
          const f = figures.get(a.id) ?? { teamSize: 0, commissions: 0 };
          return {
            username: a.username,
            top: a.top,
            teamSize: f.teamSize,
            teamDeposits: amount(deposits.get(a.id) ?? 0),
            stakes: amount(v.stake),
            payouts: amount(v.payout),
            ggr: amount(v.stake - v.payout),
            rounds: v.betCount,
            commissions: amount(f.commissions),
          };
        }),
        ...page.pages(total),
      };
    },
  };
}
