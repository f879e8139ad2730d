import {
  DIVIDEND_PERIODS,
  SALARY_PERIOD,
  maxRateOf,
  periodContaining,
  type Contract,
  type ContractPeriod,
  type ContractType,
  type Tier,
} from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { Member, MembersService } from '../members';
import { isAgentType } from 'shared-contracts';
import { createContractOps } from './contract-ops';
import { createContractRepository, type ContractRow } from './contract-repository';
import { agencyError } from './errors';
import { createSettingsRepository } from './settings-repository';

export interface ContractDeps {
  db: Db;
  members: Pick<MembersService, 'findInTeam' | 'usernames'>;
  periodSeconds?: Partial<Record<ContractPeriod, number>>;
  now?: () => Date;
}

export interface OfferInput {
  account: string;
  type: ContractType;
  period?: ContractPeriod;
  tiers: Tier[];
  terminateConflicts?: boolean;
}

/** The period a contract of `type` settles: the salary's own, or the dividend's choice (default weekly). */
function periodFor(type: ContractType, asked: ContractPeriod | undefined): ContractPeriod {
  if (type === 'DIVIDEND') {
    const p = asked ?? 'WEEKLY';
    if (!DIVIDEND_PERIODS.includes(p))
      throw invalidField('period', `a dividend settles ${DIVIDEND_PERIODS.join(', ')}`);
    return p;
  }
  const own = SALARY_PERIOD[type];
  if (asked && asked !== own) throw invalidField('period', `${type} settles ${own}`);
  return own;
}

/** Tiers with distinct thresholds, in order of minimum amount. */
function checkTiers(tiers: readonly Tier[]): Tier[] {
  const sorted = [...tiers].sort((a, b) => a.minAmount - b.minAmount || a.minActive - b.minActive);
  const keys = new Set(sorted.map((t) => `${t.minAmount}:${t.minActive}`));
  if (keys.size !== sorted.length) throw invalidField('tiers', 'two tiers have the same thresholds');
  return sorted;
}

/**
 * Contracts (SPEC §4, ADR 0008): an agent offers its direct downline agent a contract of a type the
 * merchant has on, capped by its own ACTIVE contract of that type; the downline accepts or rejects;
 * either side terminates. A downline that gives its own downlines more than the new contract's highest
 * rate must lose those contracts: the offerer agrees up front (`terminateConflicts`), acceptance does it.
 */
export function createContractService({ db, members, periodSeconds = {}, now = () => new Date() }: ContractDeps) {
  const contracts = createContractRepository(db);
  const settings = createSettingsRepository(db);

  async function views(merchantId: number, rows: readonly ContractRow[]): Promise<Contract[]> {
    const ids = new Set<number>();
    for (const r of rows) {
      ids.add(r.memberId);
      if (r.uplineId !== null) ids.add(r.uplineId);
    }
    const names = await members.usernames(merchantId, [...ids]);
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      period: r.period,
      status: r.status,
      account: names.get(r.memberId) ?? '',
      upline: r.uplineId === null ? null : (names.get(r.uplineId) ?? ''),
      tiers: r.tiers,
      maxRate: r.maxRate,
      terminatesConflicts: r.terminatesConflicts,
      offeredAt: r.offeredAt.toISOString(),
      acceptedAt: r.acceptedAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
    }));
  }
  const view = async (merchantId: number, r: ContractRow) => (await views(merchantId, [r]))[0]!;

  /** The direct downline agent `account` of `agent`. */
  async function directAgent(agent: Member, account: string) {
    const target = await members.findInTeam(agent.id, account);
    if (!target) throw agencyError('NOT_IN_TEAM');
    if (target.level !== 1) throw agencyError('NOT_DIRECT_DOWNLINE');
    if (!isAgentType(target.type)) throw agencyError('DOWNLINE_NOT_AGENT');
    return target;
  }

  return {
    enabledTypes: (merchantId: number) => settings.enabledTypes(merchantId),
    setDisabledTypes: (merchantId: number, types: readonly ContractType[], tx: Db = db) =>
      settings.setDisabled(merchantId, types, tx),
    views,
    /** The operators' console: a brand's contracts, terminating one, ending a moved member's (contract-ops.ts). */
    ops: createContractOps({ db, views, now }),

    /** The caller's contracts from its upline (or the house) and those it gave. */
    async list(agent: Member, type: ContractType | null) {
      const [mine, downlines] = await Promise.all([
        contracts.list('member', agent.id, type),
        contracts.list('upline', agent.id, type),
      ]);
      return { mine: await views(agent.merchantId, mine), downlines: await views(agent.merchantId, downlines) };
    },

    /** The contracts the member holds (the team management's details). */
    heldBy: async (merchantId: number, memberId: number) =>
      views(merchantId, await contracts.list('member', memberId, null)),

    /** The downline's contracts to its own downlines that a contract at `maxRate` would terminate. */
    async conflicts(agent: Member, q: { account: string; type: ContractType; maxRate: number }) {
      const target = await directAgent(agent, q.account);
      return { list: await views(agent.merchantId, await contracts.above(target.id, q.type, q.maxRate)) };
    },

    async offer(agent: Member, input: OfferInput): Promise<Contract> {
      if (!(await settings.enabledTypes(agent.merchantId)).has(input.type)) throw agencyError('CONTRACT_TYPE_OFF');
      const target = await directAgent(agent, input.account);
      const period = periodFor(input.type, input.period);
      const tiers = checkTiers(input.tiers);
      const maxRate = maxRateOf(tiers);
      const own = await contracts.active(agent.id, input.type);
      if (!own) throw agencyError('NO_OWN_CONTRACT');
      if (maxRate > own.maxRate) throw agencyError('RATE_ABOVE_OWN', { max: own.maxRate });
      const conflicting = await contracts.above(target.id, input.type, maxRate);
      if (conflicting.length && !input.terminateConflicts)
        throw agencyError('CONTRACT_CONFLICT', { count: conflicting.length });
      const row = await db.transaction((tx) =>
        contracts.offer(
          {
            merchantId: agent.merchantId,
            type: input.type,
            period,
            memberId: target.id,
            uplineId: agent.id,
            tiers,
            maxRate,
            // The offerer's agreement: acceptance terminates what conflicts then, even contracts made since.
            terminatesConflicts: input.terminateConflicts === true,
          },
          now(),
          tx,
        ),
      );
      return view(agent.merchantId, row);
    },

    /**
     * The house's contract for a top agent (the operator): ACTIVE at once when `active`, else an offer. Like an
     * agent's offer, one below the agent's own contracts to its downlines needs `terminateConflicts`
     * (CONTRACT_CONFLICT otherwise), and acceptance (here: at once) terminates them.
     */
    async offerFromHouse(member: Member, input: Omit<OfferInput, 'account'> & { active?: boolean }, tx: Db = db) {
      if (member.uplineId !== null) throw agencyError('NOT_DIRECT_DOWNLINE');
      if (!isAgentType(member.type)) throw agencyError('DOWNLINE_NOT_AGENT');
      const tiers = checkTiers(input.tiers);
      const maxRate = maxRateOf(tiers);
      const at = now();
      return tx.transaction(async (t) => {
        const conflicting = await contracts.above(member.id, input.type, maxRate, t);
        if (conflicting.length && !input.terminateConflicts)
          throw agencyError('CONTRACT_CONFLICT', { count: conflicting.length });
        const row = await contracts.offer(
          {
            merchantId: member.merchantId,
            type: input.type,
            period: periodFor(input.type, input.period),
            memberId: member.id,
            uplineId: null,
            tiers,
            maxRate,
            terminatesConflicts: conflicting.length > 0,
          },
          at,
          t,
        );
        if (!input.active) return row;
        await contracts.end(
          conflicting.map((c) => c.id),
          'TERMINATED',
          at,
          null,
          t,
        );
        const current = await contracts.active(member.id, input.type, t);
        if (current) await contracts.end([current.id], 'TERMINATED', at, null, t);
        await contracts.accept(row.id, at, periodContaining(row.period, at, periodSeconds[row.period]).end, t);
        return { ...row, status: 'ACTIVE' as const, acceptedAt: at };
      });
    },

    /** accept / reject (the contractee, OFFERED), terminate (either side, OFFERED or ACTIVE). */
    async act(me: Member, id: number, action: 'accept' | 'reject' | 'terminate'): Promise<Contract> {
      const row = await db.transaction(async (tx) => {
        const c = await contracts.find(me.merchantId, id, tx, true);
        if (!c || (c.memberId !== me.id && c.uplineId !== me.id)) throw agencyError('CONTRACT_NOT_FOUND');
        const at = now();
        if (action === 'terminate') {
          if (c.status !== 'OFFERED' && c.status !== 'ACTIVE') throw agencyError('CONTRACT_STATE');
          await contracts.end([c.id], 'TERMINATED', at, me.id, tx);
        } else {
          if (c.memberId !== me.id || c.status !== 'OFFERED') throw agencyError('CONTRACT_STATE');
          if (action === 'reject') await contracts.end([c.id], 'REJECTED', at, me.id, tx);
          else {
            if (c.uplineId !== null) {
              const cap = await contracts.active(c.uplineId, c.type, tx);
              if (!cap || cap.maxRate < c.maxRate) throw agencyError('CONTRACT_STATE');
            }
            const conflicting = await contracts.above(me.id, c.type, c.maxRate, tx);
            if (conflicting.length && !c.terminatesConflicts) throw agencyError('CONTRACT_CONFLICT');
            await contracts.end(
              conflicting.map((x) => x.id),
              'TERMINATED',
              at,
              me.id,
              tx,
            );
            const current = await contracts.active(me.id, c.type, tx);
            if (current) await contracts.end([current.id], 'TERMINATED', at, me.id, tx);
            await contracts.accept(c.id, at, periodContaining(c.period, at, periodSeconds[c.period]).end, tx);
          }
        }
        return contracts.find(me.merchantId, id, tx);
      });
      return view(me.merchantId, row!);
    },
  };
}
export type ContractService = ReturnType<typeof createContractService>;
