import type { RequestOf, ResponseOf } from 'shared-contracts';
import { CONTRACT_TYPES, type agencyApi } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import type { Member, MembersService } from '../members';
import type { Merchant } from '../merchants';
import { dayRange } from '../../infra/http/date-range';
import { paging } from '../../infra/paging';
import { createSettlementRepository } from './settlement-repository';

export interface AgentRecordsDeps {
  db: Db;
  members: Pick<MembersService, 'usernames'>;
  now?: () => Date;
}

/** The agent's contract income (agentRevenueReport) and settlement records (the four contract pages). */
export function createAgentRecords({ db, members, now = () => new Date() }: AgentRecordsDeps) {
  const settlements = createSettlementRepository(db);
  return {
    /** PAID payouts received and paid per contract type, by period end within the days. */
    async income(
      m: Merchant,
      agent: Member,
      input: RequestOf<typeof agencyApi.getIncome>,
    ): Promise<ResponseOf<typeof agencyApi.getIncome>> {
      const { startDate, endDate, from, to } = dayRange(input, now());
      const found = await settlements.income(agent.id, from, to);
      const rows = CONTRACT_TYPES.map((type) => {
        const r = found.find((x) => x.type === type) ?? { received: 0, paid: 0 };
        return { type, received: r.received, paid: r.paid, net: r.received - r.paid };
      });
      const received = rows.reduce((s, r) => s + r.received, 0);
      const paid = rows.reduce((s, r) => s + r.paid, 0);
      return { startDate, endDate, currency: m.currency, rows, totals: { received, paid, net: received - paid } };
    },

    async settlements(
      m: Merchant,
      agent: Member,
      input: RequestOf<typeof agencyApi.listSettlements>,
    ): Promise<ResponseOf<typeof agencyApi.listSettlements>> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const found = await settlements.page(
        { memberId: agent.id, side: input.side ?? 'received', type: input.type, from, to },
        page,
      );
      const ids = found.list.flatMap((r) => (r.uplineId === null ? [r.memberId] : [r.memberId, r.uplineId]));
      const names = await members.usernames(m.id, [...new Set(ids)]);
      return {
        list: found.list.map((r) => ({
          id: r.id,
          contractId: r.contractId,
          type: r.type,
          periodStart: r.periodStart.toISOString(),
          periodEnd: r.periodEnd.toISOString(),
          account: names.get(r.memberId) ?? '',
          upline: r.uplineId === null ? null : (names.get(r.uplineId) ?? ''),
          base: r.base,
          activeMembers: r.activeMembers,
          rate: r.rate,
          amount: r.amount,
          status: r.status,
          settledAt: r.settledAt.toISOString(),
        })),
        ...page.pages(found.total),
        totals: { amount: found.amount },
        currency: m.currency,
      };
    },
  };
}
