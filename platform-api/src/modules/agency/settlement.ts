import { payoutOf, periodContaining, tierFor, type ContractPeriod, type ContractType } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import { DomainError } from '../../infra/errors/domain-error';
import type { BetsService } from '../bets';
import type { MerchantsService } from '../merchants';
import { moneyPostings, type Posted, type Posting, type WalletService } from '../wallet';
import { createContractRepository, type ContractRow } from './contract-repository';
import { createSettlementRepository, type NewSettlement } from './settlement-repository';
import { createTeamRepository } from './team-repository';

export interface SettlementDeps {
  db: Db;
  bets: Pick<BetsService, 'teamVolumes'>;
  wallet: Pick<WalletService, 'mainAccountIds' | 'houseAccount' | 'post' | 'postMany'>;
  merchants: Pick<MerchantsService, 'findById'>;
  /** Shorter fixed-length periods for a demo or the e2e suite (AGENCY_PERIOD_SECONDS); none in production. */
  periodSeconds?: Partial<Record<ContractPeriod, number>>;
}

export interface SettleResult {
  /** (contract, period) pairs settled by this run; of them paid, waiting (UNPAID) and below every tier. */
  settled: number;
  paid: number;
  unpaid: number;
  nothing: number;
  /** Minor units moved, UNPAID rows paid by this run included. */
  amount: number;
  /** Earlier UNPAID rows this run paid. */
  retried: number;
}

const BATCH = 500;
/** A run settles the periods that ended this long ago, so a round committing at a boundary is not missed. */
export const SETTLE_GRACE_MS = 2_000;

const insufficient = (e: unknown) => e instanceof DomainError && e.code === 'INSUFFICIENT_FUNDS';
const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

/**
 * Contract settlement (ADR 0008 "Settlement"): for each contract of a type whose next period has ended,
 * the team's base from the bet records (bets.teamVolumes, one query per merchant and period), the best
 * tier, payout = floor(base × rate / 10,000), and in ONE transaction: the AGENT_PAYOUT postings (key
 * agency:<contract>:<period>), the agency_settlements rows (unique per contract and period) and the
 * contracts' cursors (a period without any settled round writes no row). Contracts are locked FOR UPDATE SKIP LOCKED, so two processes split the work and
 * a crash rolls the whole batch back: each (contract, period) settles exactly once. A payer short of
 * money leaves the row UNPAID; every later run retries it.
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, bets, wallet, merchants, periodSeconds = {} } = deps;
  const contracts = createContractRepository(db);
  const settlements = createSettlementRepository(db);
  const team = createTeamRepository(db);
  /** The period that ends at `end`, and the one after it. */
  const periodEnding = (p: ContractPeriod, end: Date) =>
    periodContaining(p, new Date(end.getTime() - 1), periodSeconds[p]);
  const nextEnd = (p: ContractPeriod, end: Date) => periodContaining(p, end, periodSeconds[p]).end;

  /** The main accounts (created when missing) and house accounts these contracts pay between: before any transaction. */
  async function accountsFor(rows: readonly { merchantId: number; memberId: number; uplineId: number | null }[]) {
    const currency = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.merchantId))) {
      const m = await merchants.findById(id);
      if (!m) throw new Error(`merchant ${id} not found`);
      currency.set(id, m.currency);
    }
    const owners = new Map<string, { merchantId: number; memberId: number; currency: string }>();
    for (const r of rows)
      for (const memberId of [r.memberId, r.uplineId])
        if (memberId !== null)
          owners.set(memberKey(r.merchantId, memberId), {
            merchantId: r.merchantId,
            memberId,
            currency: currency.get(r.merchantId)!,
          });
    const list = [...owners.entries()];
    const ids = await wallet.mainAccountIds(list.map(([, o]) => o));
    const main = new Map(list.map(([k], i) => [k, ids[i]!]));
    const house = new Map<number, number>();
    for (const [id, cur] of currency) house.set(id, await wallet.houseAccount(id, cur));
    const payer = (c: { merchantId: number; uplineId: number | null }) =>
      c.uplineId === null ? house.get(c.merchantId) : main.get(memberKey(c.merchantId, c.uplineId));
    const payee = (c: { merchantId: number; memberId: number }) => main.get(memberKey(c.merchantId, c.memberId));
    return { payer, payee };
  }

  /** Posts all at once; when a payer is short, one by one (each in its savepoint): null for those refused. */
  async function pay(postings: readonly Posting[], tx: Db): Promise<(Posted | null)[]> {
    if (!postings.length) return [];
    try {
      return await tx.transaction((t) => wallet.postMany(postings, t));
    } catch (e) {
      if (!insufficient(e)) throw e;
    }
    const out: (Posted | null)[] = [];
    for (const p of postings) {
      try {
        out.push(await wallet.post(p, tx));
      } catch (e) {
        if (!insufficient(e)) throw e;
        out.push(null);
      }
    }
    return out;
  }

  /** The settlement rows of locked contracts, each for its next period, computed from the bet records. */
  async function compute(due: readonly ContractRow[], tx: Db): Promise<NewSettlement[]> {
    const groups = new Map<string, ContractRow[]>();
    for (const c of due) {
      const span = periodEnding(c.period, c.nextPeriodEnd!);
      const key = `${c.merchantId}|${span.start.toISOString()}|${span.end.toISOString()}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const out: NewSettlement[] = [];
    for (const [key, cs] of groups) {
      const [merchantId, start, end] = key.split('|') as [string, string, string];
      const span = { start: new Date(start), end: new Date(end) };
      const vols = await bets.teamVolumes(
        Number(merchantId),
        [...new Set(cs.map((c) => c.memberId))],
        span.start,
        span.end,
        tx,
      );
      for (const c of cs) {
        const v = vols.get(c.memberId);
        const base = !v ? 0 : c.type === 'DIVIDEND' ? Math.max(0, v.stake - v.payout) : v.stake;
        const active = v?.active ?? 0;
        const tier = tierFor(c.tiers, base, active);
        const amount = tier ? payoutOf(base, tier.rate) : 0;
        out.push({
          merchantId: c.merchantId,
          contractId: c.id,
          type: c.type,
          memberId: c.memberId,
          uplineId: c.uplineId,
          periodStart: span.start,
          periodEnd: span.end,
          base,
          activeMembers: active,
          rate: tier?.rate ?? 0,
          amount,
          status: amount > 0 ? 'PAID' : 'NOTHING',
          ledgerTransactionId: null,
        });
      }
    }
    return out;
  }

  /** One batch: null when nothing is due. */
  async function settleBatch(type: ContractType, asOf: Date): Promise<SettleResult | null> {
    const peek = await contracts.peekDue(type, asOf, BATCH);
    if (!peek.length) return null;
    const acc = await accountsFor(peek);
    return db.transaction(async (tx) => {
      const due = (await contracts.due(type, asOf, BATCH, tx)).filter(
        (c) => acc.payee(c) !== undefined && acc.payer(c) !== undefined,
      );
      const rows = await compute(due, tx);
      // Top agents first: an agent paid by the house can then pay its own downlines in the same batch.
      const levels = await team.levels(
        due.map((c) => c.memberId),
        tx,
      );
      rows.sort((a, b) => (levels.get(a.memberId) ?? 0) - (levels.get(b.memberId) ?? 0) || a.contractId - b.contractId);
      const payable = rows.filter((r) => r.amount > 0);
      const posted = await pay(
        payable.map((r) =>
          moneyPostings.agentPayout(
            { merchantId: r.merchantId, memberId: r.memberId, contractId: r.contractId, periodStart: r.periodStart },
            acc.payer(r)!,
            acc.payee(r)!,
            r.amount,
          ),
        ),
        tx,
      );
      payable.forEach((r, i) => {
        const p = posted[i];
        if (p) r.ledgerTransactionId = p.transactionId;
        else r.status = 'UNPAID';
      });
      // A period with no settled round in the team leaves no row (the cursor still moves past it).
      const written = rows.filter((r) => r.base > 0 || r.activeMembers > 0);
      await settlements.insert(written, tx);
      await contracts.advance(
        due.map((c) => ({ id: c.id, next: nextEnd(c.period, c.nextPeriodEnd!) })),
        tx,
      );
      const count = (s: string) => written.filter((r) => r.status === s).length;
      const amount = written.filter((r) => r.status === 'PAID').reduce((s, r) => s + r.amount, 0);
      return {
        settled: rows.length,
        paid: count('PAID'),
        unpaid: count('UNPAID'),
        nothing: count('NOTHING'),
        amount,
        retried: 0,
      };
    });
  }

  type Accounts = Awaited<ReturnType<typeof accountsFor>>;

  /** Pays the UNPAID rows of the type (of one merchant when given) that `acc` knows and whose payer has the money. */
  async function payUnpaid(type: ContractType, acc: Accounts, merchantId: number | null, tx: Db) {
    let retried = 0;
    let amount = 0;
    for (const r of await settlements.unpaid(type, BATCH, tx, merchantId)) {
      const payer = acc.payer(r);
      const payee = acc.payee(r);
      if (payer === undefined || payee === undefined) continue;
      const [p] = await pay([moneyPostings.agentPayout(r, payer, payee, r.amount)], tx);
      if (!p) continue;
      await settlements.markPaid(r.id, p.transactionId, tx);
      retried += 1;
      amount += r.amount;
    }
    return { retried, amount };
  }

  /**
   * Pays the UNPAID rows of the type whose payer now has the money. Rows are locked SKIP LOCKED: a concurrent retry
   * skips them, and one that starts after the commit finds them PAID, so each is paid once.
   */
  async function retryUnpaid(type: ContractType): Promise<{ retried: number; amount: number }> {
    const waiting = await settlements.unpaid(type, BATCH);
    if (!waiting.length) return { retried: 0, amount: 0 };
    const acc = await accountsFor(waiting);
    return db.transaction((tx) => payUnpaid(type, acc, null, tx));
  }

  return {
    /**
     * The console's retry of the merchant's UNPAID rows of these types: the payers' accounts are found first (outside
     * any transaction), then the answer pays in the caller's transaction `tx` (its rows locked until it commits) and
     * tells how many the merchant still has.
     */
    async prepareRetry(merchantId: number, types: readonly ContractType[]) {
      const plans: { type: ContractType; acc: Accounts }[] = [];
      for (const type of types) {
        const waiting = await settlements.unpaid(type, BATCH, db, merchantId);
        if (waiting.length) plans.push({ type, acc: await accountsFor(waiting) });
      }
      return async (tx: Db) => {
        const total = { retried: 0, amount: 0 };
        for (const { type, acc } of plans) {
          const r = await tx.transaction((t) => payUnpaid(type, acc, merchantId, t));
          total.retried += r.retried;
          total.amount += r.amount;
        }
        return { ...total, stillUnpaid: await settlements.unpaidCount(merchantId, tx) };
      };
    },
    /** Settles every period of `type` that ended by `asOf` (catching up several per contract), then retries UNPAID rows. */
    async run(type: ContractType, asOf: Date): Promise<SettleResult> {
      const total: SettleResult = { settled: 0, paid: 0, unpaid: 0, nothing: 0, amount: 0, retried: 0 };
      for (let i = 0; i < 10_000; i += 1) {
        const r = await settleBatch(type, asOf);
        if (!r || (!r.settled && i > 0)) break;
        total.settled += r.settled;
        total.paid += r.paid;
        total.unpaid += r.unpaid;
        total.nothing += r.nothing;
        total.amount += r.amount;
        if (!r.settled) break;
      }
      const again = await retryUnpaid(type);
      total.retried = again.retried;
      total.amount += again.amount;
      return total;
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
