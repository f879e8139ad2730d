import type { RequestOf, ResponseOf } from 'shared-contracts';
import { CONTRACT_TYPES, type agencyApi } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import type { Member, MembersService } from '../members';
import type { Merchant } from '../merchants';
import { dayRange } from '../../infra/http/date-range';
import { paging } from '../../infra/paging';
import { createSettlementRepository, type MerchantSettlementQuery, type SettlementRow } from './settlement-repository';

export interface AgentRecordsDeps {
  db: Db;
  members: Pick<MembersService, 'usernames'>;
  now?: () => Date;
}

/** The agent's contract income (agentRevenueReport) and settlement records (the four contract pages). */
export function createAgentRecords({ db, members, now = () => new Date() }: AgentRecordsDeps) {
  const settlements = createSettlementRepository(db);
  /** Settlement rows as the contract pages and the console show them (accounts by name). */
  async function views(merchantId: number, rows: readonly SettlementRow[]) {
    const ids = rows.flatMap((r) => (r.uplineId === null ? [r.memberId] : [r.memberId, r.uplineId]));
    const names = await members.usernames(merchantId, [...new Set(ids)]);
    return rows.map((r) => ({
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
    }));
  }
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

    /** The console's page of a merchant's settlements (either side's accounts named), with its UNPAID figures. */
    async merchantSettlements(q: MerchantSettlementQuery, page: { limit: number; offset: number }) {
      const found = await settlements.merchantPage(q, page);
      return { ...found, list: await views(q.merchantId, found.list) };
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
      return {
        list: await views(m.id, found.list),
        ...page.pages(found.total),
        totals: { amount: found.amount },
        currency: m.currency,
      };
    },
  };
}
