import { periodContaining, type ContractType, type Tier } from 'shared-contracts/agency';
import type { Db } from '../infra/db';
import { createContractRepository } from '../modules/agency';
import { createMemberRepository } from '../modules/members/member-repository';

/** demo_subagent's invitation code. */
export const DEMO_SUBAGENT_CODE = 'DEMOSUB';

/** The house's contracts with demo_agent (rates in basis points; amounts in minor units): what it may pass on. */
export const DEMO_HOUSE_CONTRACTS: readonly { type: ContractType; tiers: Tier[] }[] = [
  {
    type: 'DAILY_SALARY',
    tiers: [
      { minAmount: 0, minActive: 0, rate: 100 },
      { minAmount: 100_000_000, minActive: 3, rate: 150 },
    ],
  },
  { type: 'HOURLY_SALARY', tiers: [{ minAmount: 0, minActive: 0, rate: 50 }] },
  { type: 'REALTIME_SALARY', tiers: [{ minAmount: 0, minActive: 0, rate: 30 }] },
  {
    type: 'DIVIDEND',
    tiers: [
      { minAmount: 0, minActive: 0, rate: 1_000 },
      { minAmount: 500_000_000, minActive: 5, rate: 2_000 },
    ],
  },
];

/**
 * The demo agent tree (ADR 0008): demo_subagent, an agent below demo_agent (contracts are between agents),
 * and demo_agent's ACTIVE contracts with the house, so it can offer each type to its downline agents.
 */
export async function insertAgencyDemo(tx: Db, merchantId: number, subagentHash: string): Promise<void> {
  const members = createMemberRepository(tx);
  const agent = await members.findByUsername(merchantId, 'demo_agent', tx);
  if (!agent) throw new Error('demo_agent must be seeded first');
  await members.create({
    merchantId,
    username: 'demo_subagent',
    passwordHash: subagentHash,
    type: 2,
    uplineId: agent.id,
    nickname: 'Demo Sub-agent',
    invitationCode: DEMO_SUBAGENT_CODE,
  });
  const contracts = createContractRepository(tx);
  const at = new Date();
  for (const c of DEMO_HOUSE_CONTRACTS) {
    const period =
      c.type === 'DIVIDEND'
        ? 'WEEKLY'
        : c.type === 'DAILY_SALARY'
          ? 'DAILY'
          : c.type === 'HOURLY_SALARY'
            ? 'HOURLY'
            : 'REALTIME';
    const row = await contracts.offer(
      {
        merchantId,
        type: c.type,
        period,
        memberId: agent.id,
        uplineId: null,
        tiers: c.tiers,
        maxRate: Math.max(...c.tiers.map((t) => t.rate)),
        terminatesConflicts: false,
      },
      at,
      tx,
    );
    await contracts.accept(row.id, at, periodContaining(period, at).end, tx);
  }
}
