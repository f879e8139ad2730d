/**
 * Property-based test of contract settlement (ADR 0008; fast-check) on both backends.
 *
 * fast-check draws a team tree (2–30 members, each below a random earlier agent, about half agents), a
 * house contract for the root agent and nested contracts downward (each capped by its upline's highest
 * rate at the time), offered and accepted through the agent API at random moments, then more events at
 * random moments: a new contract replacing a member's ACTIVE one (a lower rate terminating the member's own
 * contracts above it, `terminateConflicts`), and terminations by either side. Settled real-money rounds are
 * spread over 2–3 consecutive periods, plus rounds that must not count: fun, OPEN, ROLLED_BACK, before the
 * window, after the run's `asOf`, and of a member outside the tree. Each run gets its own window in the past
 * (earlier than the previous run's, so no earlier contract is ever due again) and moves the agency
 * module's clock (setupApp's `clock`) to each event's moment — no SQL touches the contracts. Every payer is
 * funded.
 *
 * Then `settlement.run(type, asOf)` (on PostgreSQL two settlers over two connection pools at once) and:
 *  - the agency_settlements rows of the run's contracts equal an independent reference computed here from
 *    the drawn rounds and tree (only tierFor / payoutOf are shared with the server): one row per covered
 *    period in which the team had a settled real-money round;
 *  - each PAID row has exactly one AGENT_PAYOUT ledger transaction (key agency:<contract>:<period start>)
 *    moving its amount from the upline's main wallet (the house for the root) to the member's, and is the
 *    row's ledger_transaction_id; NOTHING rows have none;
 *  - the ledger's invariants hold and every balance (the house's included) moved by exactly the payouts;
 *  - running again, with the same `asOf` or a later one that ends no new period, changes nothing.
 *
 * AGENCY_PBT_RUNS (default 15; half of it for the dividend), seed AGENCY_PBT_SEED (default 20261127; `random` for a new one).
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { payoutOf, tierFor, type ContractType, type Tier } from 'shared-contracts/agency';
import type { Db } from '../../../src/infra/db';
import { buildTestApp, setupApp, type TestApp } from '../../helpers/app';
import { agentCall, demoMerchant, houseContract, settledRound, teamMember } from '../../helpers/agency';
import { BACKENDS } from '../../helpers/db';
import { fund } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import type { Json } from '../../helpers/payments';

const RUNS = Number(process.env.AGENCY_PBT_RUNS ?? 15);
const SEED_ENV = process.env.AGENCY_PBT_SEED ?? '20261127';
const SEED = SEED_ENV === 'random' ? undefined : Number(SEED_ENV);

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Every payer's opening money: far more than any run can pay out. */
const PAYER_FUNDS = 10_000_000_000;
/** The house's highest rate in the drawn contracts (basis points). */
const HOUSE_CAP = 3_000;

interface MemberDraw {
  agent: boolean;
  up: number;
  /** The first contract from its upline (the house's for the root), ms after the window's start. */
  contract: { tiers: Tier[]; acceptMs: number } | null;
}
/** Later: a new contract for a member (a replacement, maybe lower), or a termination by either side. */
type EventDraw =
  { kind: 'give'; m: number; at: number; tiers: Tier[] } | { kind: 'end'; m: number; at: number; byUpline: boolean };
type RoundKind = 'real' | 'fun' | 'open' | 'rolledBack';
interface RoundDraw {
  m: number;
  /** ms after the window's start (negative: before it). */
  at: number;
  stake: number;
  payout: number;
  kind: RoundKind;
}
interface Scenario {
  periods: number;
  root: { tiers: Tier[]; acceptMs: number };
  members: MemberDraw[];
  events: EventDraw[];
  rounds: RoundDraw[];
}

const tiersArb = fc.uniqueArray(
  fc.record({
    minAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 })),
    minActive: fc.integer({ min: 0, max: 4 }),
    rate: fc.integer({ min: 1, max: 10_000 }),
  }),
  { minLength: 1, maxLength: 3, selector: (t) => `${t.minAmount}:${t.minActive}` },
);

/** A tree, contracts, events and rounds over `periods` (2–3) periods of `len` ms. */
const scenarioArb = (len: number) =>
  fc.integer({ min: 2, max: 3 }).chain((periods) => {
    // Mostly accepted in the first period (so most periods are covered), sometimes later.
    const acceptMs = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: len - 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: periods * len - 1 }) },
    );
    const contract = fc.record({ tiers: tiersArb, acceptMs });
    // Times anywhere from a period before the window to one after asOf, often exactly on a boundary (or 1 ms before).
    const boundary = fc
      .tuple(fc.integer({ min: 0, max: periods + 1 }), fc.boolean())
      .map(([k, before]) => k * len - (before ? 1 : 0));
    const at = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: periods * len - 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: -len, max: (periods + 1) * len - 1 }) },
      { weight: 1, arbitrary: boundary },
    );
    const later = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: (periods + 1) * len - 1 }) },
      { weight: 1, arbitrary: boundary.map((x) => Math.max(0, x)) },
    );
    return fc.record({
      periods: fc.constant(periods),
      root: contract,
      members: fc.array(fc.record({ agent: fc.boolean(), up: fc.nat(), contract: fc.option(contract, { freq: 4 }) }), {
        minLength: 1,
        maxLength: 29,
        size: 'max',
      }),
      events: fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('give' as const), m: fc.nat(), at: later, tiers: tiersArb }),
          fc.record({ kind: fc.constant('end' as const), m: fc.nat(), at: later, byUpline: fc.boolean() }),
        ),
        { maxLength: 12 },
      ),
      rounds: fc.array(
        fc.record({
          m: fc.nat(),
          at,
          stake: fc.integer({ min: 0, max: 1_000_000 }),
          payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000_000 })),
          kind: fc.constantFrom<RoundKind>('real', 'real', 'real', 'real', 'real', 'fun', 'open', 'rolledBack'),
        }),
        { minLength: 30, maxLength: 150, size: 'max' },
      ),
    });
  });

/** `tiers` with every rate scaled into [1, cap]. */
const capped = (tiers: readonly Tier[], cap: number): Tier[] =>
  tiers.map((t) => ({ ...t, rate: Math.max(1, Math.floor((t.rate * cap) / 10_000)) }));
const maxRate = (tiers: readonly Tier[]) => Math.max(...tiers.map((t) => t.rate));

interface ExpectedRow {
  contractId: number;
  memberId: number;
  uplineId: number | null;
  periodStart: number;
  periodEnd: number;
  base: number;
  activeMembers: number;
  rate: number;
  amount: number;
  status: 'PAID' | 'NOTHING';
}

describe.each(BACKENDS)('contract settlement properties on %s', (backend) => {
  let t: TestApp;
  /** The agency module's clock: null is the system's. */
  let clock: Date | null = null;
  /** PostgreSQL: a second API instance over its own pool, settling at the same time. */
  let second: { app: FastifyInstance; db: Db } | null = null;
  let outsider: { id: number };
  let merchant: { id: number; currency: string };
  let run = 0;

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: () => clock ?? new Date() });
    merchant = await demoMerchant(t);
    outsider = await teamMember(t, 'sp_out', null, 1);
    if (backend === 'postgres') {
      const db = t.reopen!();
      second = { app: await buildTestApp(db), db };
    }
  }, 60_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.db.close();
    await t?.cleanup();
  });

  const q = async <T = Json>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows;

  /** Main balances of these members and the house's. */
  async function balances(ids: readonly number[]) {
    const rows = await q<{ member_id: number | null; balance: string }>(
      `SELECT member_id, balance::text AS balance FROM ledger_accounts
       WHERE merchant_id = $1 AND currency = $2 AND (kind = 'HOUSE' OR (kind = 'MEMBER_MAIN' AND member_id = ANY($3)))`,
      [merchant.id, merchant.currency, [...ids]],
    );
    const out = new Map<number | null, number>(ids.map((id) => [id, 0]));
    for (const r of rows) {
      // The house is several rows (its shards): their sum.
      const key = r.member_id === null ? null : Number(r.member_id);
      out.set(key, (out.get(key) ?? 0) + Number(r.balance));
    }
    return out;
  }

  /** The settlement rows of these contracts, as the reference states them. */
  async function settledRows(contractIds: readonly number[]) {
    const rows = await q<Json>(
      `SELECT id::text AS id, contract_id, member_id, upline_id, type, period_start, period_end, base::text AS base,
         active_members, rate, amount::text AS amount, status, ledger_transaction_id::text AS tx, settled_at
       FROM agency_settlements WHERE contract_id = ANY($1) ORDER BY contract_id, period_start`,
      [[...contractIds]],
    );
    return rows.map((r) => ({
      id: r.id as string,
      tx: r.tx as string | null,
      type: r.type as string,
      row: {
        contractId: Number(r.contract_id),
        memberId: Number(r.member_id),
        uplineId: r.upline_id === null ? null : Number(r.upline_id),
        periodStart: new Date(r.period_start).getTime(),
        periodEnd: new Date(r.period_end).getTime(),
        base: Number(r.base),
        activeMembers: Number(r.active_members),
        rate: Number(r.rate),
        amount: Number(r.amount),
        status: r.status,
      } as ExpectedRow,
    }));
  }

  /** The AGENT_PAYOUT postings of these contracts: key → transaction id and its entries. */
  async function payouts(contractIds: readonly number[]) {
    const rows = await q<{ id: string; key: string; kind: string; member_id: number | null; amount: string }>(
      `SELECT t.id::text AS id, t.idempotency_key AS key, a.kind, a.member_id, e.amount::text AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.kind = 'AGENT_PAYOUT' AND t.idempotency_key LIKE ANY($1) ORDER BY t.id, e.amount`,
      [contractIds.map((id) => `agency:${id}:%`)],
    );
    const out = new Map<string, { id: string; entries: { kind: string; memberId: number | null; amount: number }[] }>();
    for (const r of rows) {
      const tx = out.get(r.key) ?? { id: r.id, entries: [] };
      if (tx.id !== r.id) throw new Error(`two transactions under ${r.key}`);
      tx.entries.push({
        kind: r.kind,
        memberId: r.member_id === null ? null : Number(r.member_id),
        amount: Number(r.amount),
      });
      out.set(r.key, tx);
    }
    return out;
  }

  const ledgerCount = async () =>
    Number((await q<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transactions'))[0]!.n);

  /**
   * Builds the drawn world in a window starting at `base` (periods of `len` ms), settles it and checks it
   * against the reference.
   */
  async function check(type: ContractType, period: string, len: number, base: number, s: Scenario) {
    run += 1;
    // The tree: 0 is the root agent; each next member below a random earlier agent.
    const draws: MemberDraw[] = [{ agent: true, up: 0, contract: s.root }, ...s.members];
    const tree: { id: number; username: string; token: string; agent: boolean; upline: number | null }[] = [];
    for (const [i, d] of draws.entries()) {
      const agents = tree.flatMap((m, k) => (m.agent ? [k] : []));
      const upline = i === 0 ? null : agents[d.up % agents.length]!;
      const m = await teamMember(
        t,
        `sp${run}_${i}`,
        upline === null ? null : tree[upline]!.id,
        i === 0 ? 1 : d.agent ? 2 : 0,
      );
      tree.push({ ...m, agent: i === 0 || d.agent, upline });
    }
    const ids = tree.map((m) => m.id);
    const agents = tree.flatMap((m, i) => (m.agent ? [i] : []));

    // The events in time order: first contracts top down (a member's not before its upline's), then the later ones.
    const first = new Map<number, number>();
    type Step = { at: number; seq: number } & (
      { kind: 'give'; m: number; tiers: Tier[] } | { kind: 'end'; m: number; byUpline: boolean }
    );
    const steps: Step[] = [];
    for (const [i, d] of draws.entries()) {
      const up = tree[i]!.upline;
      if (!d.contract || !tree[i]!.agent || (up !== null && !first.has(up))) continue;
      const at = Math.max(up === null ? 0 : first.get(up)!, d.contract.acceptMs);
      first.set(i, at);
      steps.push({ kind: 'give', m: i, tiers: d.contract.tiers, at, seq: steps.length });
    }
    // A later event's member is picked when it happens (-1 - the drawn number: see below).
    for (const e of s.events) steps.push({ ...e, m: -1 - e.m, seq: steps.length });
    steps.sort((x, y) => x.at - y.at || x.seq - y.seq);

    // The model: every contract with when it was accepted and ended (what the reference covers).
    const lives: { contractId: number; m: number; tiers: Tier[]; acceptedAt: number; endedAt: number | null }[] = [];
    const active = new Map<number, (typeof lives)[number]>();
    const stats = { gives: 0, replaced: 0, conflicts: 0, ends: 0 };
    try {
      for (const step of steps) {
        const at = base + step.at;
        clock = new Date(at);
        if (step.m < 0) {
          // Among the members it can apply to: one holding a contract (an end), an agent whose upline may
          // offer it one (a give) — every other time one that gives its own downlines contracts, so that a
          // lower rate terminates them.
          const pick = -1 - step.m;
          const holders = [...active.keys()];
          const offerable = agents.filter((k) => tree[k]!.upline === null || active.has(tree[k]!.upline!));
          const givers = offerable.filter((k) => [...active.keys()].some((c) => tree[c]!.upline === k));
          const from = step.kind === 'end' ? holders : pick % 2 === 0 && givers.length ? givers : offerable;
          if (!from.length) continue;
          step.m = from[Math.floor(pick / 2) % from.length]!;
        }
        const up = tree[step.m]!.upline;
        const mine = active.get(step.m);
        if (step.kind === 'end') {
          if (!mine) continue;
          const by = step.byUpline && up !== null ? tree[up]! : tree[step.m]!;
          const res = await agentCall(t, 'POST', '/wps/agent/contracts/action', by.token, {
            id: mine.contractId,
            action: 'terminate',
          });
          if (res.body.value?.status !== 'TERMINATED') throw new Error(`terminate: ${JSON.stringify(res.body)}`);
          mine.endedAt = at;
          active.delete(step.m);
          stats.ends += 1;
          continue;
        }
        let id: number;
        let tiers: Tier[];
        if (up === null) {
          tiers = capped(step.tiers, HOUSE_CAP);
          id = (await houseContract(t, tree[0]!.username, type, tiers, period, { terminateConflicts: true })).id;
        } else {
          const cap = active.get(up);
          if (!cap) continue;
          tiers = capped(step.tiers, maxRate(cap.tiers));
          const made = await agentCall(t, 'POST', '/wps/agent/contracts', tree[up]!.token, {
            account: tree[step.m]!.username,
            type,
            period,
            tiers,
            terminateConflicts: true,
          });
          if (made.status !== 200) throw new Error(`offer: ${JSON.stringify(made.body)}`);
          id = made.body.value.id;
          const done = await agentCall(t, 'POST', '/wps/agent/contracts/action', tree[step.m]!.token, {
            id,
            action: 'accept',
          });
          if (done.body.value?.status !== 'ACTIVE') throw new Error(`accept: ${JSON.stringify(done.body)}`);
        }
        // Accepting ends the member's ACTIVE contract and those it gives above the new highest rate.
        if (mine) {
          mine.endedAt = at;
          stats.replaced += 1;
        }
        for (const [k, c] of active)
          if (tree[k]!.upline === step.m && maxRate(c.tiers) > maxRate(tiers)) {
            c.endedAt = at;
            active.delete(k);
            stats.conflicts += 1;
          }
        const life = { contractId: id, m: step.m, tiers, acceptedAt: at, endedAt: null };
        lives.push(life);
        active.set(step.m, life);
        stats.gives += 1;
      }
    } finally {
      clock = null;
    }
    const payers = new Set(lives.map((c) => c.m));
    for (const i of payers) await fund(t.app, ids[i]!, PAYER_FUNDS);

    // The rounds (index tree.length: the outsider), in one statement.
    const who = (m: number) => (m % (tree.length + 1) === tree.length ? outsider.id : ids[m % (tree.length + 1)]!);
    const rounds = s.rounds.map((r, k) => ({ ...r, memberId: who(r.m), at: base + r.at, roundId: `sp${run}-${k}` }));
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status, fun,
         created_at, settled_at, game_name, game_category)
       SELECT $1, x.m, 'DEMO', 'dice', x.r, $2, x.s, x.p, x.st, x.f, x.c, x.sa, 'Demo Dice', 'RNG'
       FROM unnest($3::int[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], $8::boolean[], $9::timestamptz[],
         $10::timestamptz[]) AS x(m, r, s, p, st, f, c, sa)`,
      [
        merchant.id,
        merchant.currency,
        rounds.map((r) => r.memberId),
        rounds.map((r) => r.roundId),
        rounds.map((r) => r.stake),
        rounds.map((r) => r.payout),
        rounds.map((r) => (r.kind === 'open' ? 'OPEN' : r.kind === 'rolledBack' ? 'ROLLED_BACK' : 'SETTLED')),
        rounds.map((r) => r.kind === 'fun'),
        rounds.map((r) => new Date(r.at - 1_000)),
        rounds.map((r) => (r.kind === 'open' ? null : new Date(r.at))),
      ],
    );

    // The reference: each member's team (itself and every level below), then each covered period.
    const team = tree.map((_, i) => new Set([ids[i]!]));
    for (let j = 0; j < tree.length; j += 1)
      for (let up = tree[j]!.upline; up !== null; up = tree[up]!.upline) team[up]!.add(ids[j]!);
    const asOf = base + s.periods * len;
    const expected: ExpectedRow[] = [];
    for (const c of lives) {
      const i = c.m;
      // Periods whose end is after the acceptance, by asOf and by the end of the contract.
      for (let end = base + len; end <= asOf; end += len) {
        if (end <= c.acceptedAt || (c.endedAt !== null && end > c.endedAt)) continue;
        const start = end - len;
        const counted = rounds.filter(
          (r) => r.kind === 'real' && team[i]!.has(r.memberId) && r.at >= start && r.at < end,
        );
        if (!counted.length) continue;
        const stake = counted.reduce((x, r) => x + r.stake, 0);
        const payout = counted.reduce((x, r) => x + r.payout, 0);
        const b = type === 'DIVIDEND' ? Math.max(0, stake - payout) : stake;
        const active = new Set(counted.map((r) => r.memberId)).size;
        const tier = tierFor(c.tiers, b, active);
        const amount = tier ? payoutOf(b, tier.rate) : 0;
        expected.push({
          contractId: c.contractId,
          memberId: ids[i]!,
          uplineId: i === 0 ? null : ids[tree[i]!.upline!]!,
          periodStart: start,
          periodEnd: end,
          base: b,
          activeMembers: active,
          rate: tier?.rate ?? 0,
          amount,
          status: amount > 0 ? 'PAID' : 'NOTHING',
        });
      }
    }
    expected.sort((x, y) => x.contractId - y.contractId || x.periodStart - y.periodStart);
    const contractIds = lives.map((c) => c.contractId);

    // Settle: on PostgreSQL two settlers (two instances, two pools) at once.
    const before = await balances(ids);
    const settlers = [t.app, ...(second ? [second.app] : [])];
    await Promise.all(settlers.map((app) => app.agency.settlement.run(type, new Date(asOf))));

    const rows = await settledRows(contractIds);
    expect(rows.map((r) => r.row)).toEqual(expected);
    expect(rows.every((r) => r.type === type)).toBe(true);

    // Exactly one posting per PAID row, of its amount, payer → payee; none for NOTHING rows.
    const posted = await payouts(contractIds);
    expect(posted.size).toBe(expected.filter((r) => r.status === 'PAID').length);
    for (const r of rows) {
      const key = `agency:${r.row.contractId}:${new Date(r.row.periodStart).toISOString()}`;
      const p = posted.get(key);
      if (r.row.status === 'NOTHING') {
        expect({ key, p, tx: r.tx }).toEqual({ key, p: undefined, tx: null });
        continue;
      }
      expect({ key, tx: r.tx }).toEqual({ key, tx: p?.id });
      expect(p!.entries).toEqual([
        r.row.uplineId === null
          ? { kind: 'HOUSE', memberId: null, amount: -r.row.amount }
          : { kind: 'MEMBER_MAIN', memberId: r.row.uplineId, amount: -r.row.amount },
        { kind: 'MEMBER_MAIN', memberId: r.row.memberId, amount: r.row.amount },
      ]);
    }

    // The ledger still balances, and every balance moved by exactly the payouts.
    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.filter((x) => x.total !== 0)).toEqual([]);
    const after = await balances(ids);
    const moved = new Map<number | null, number>([...before.keys()].map((k) => [k, 0]));
    for (const r of expected)
      if (r.status === 'PAID') {
        moved.set(r.memberId, moved.get(r.memberId)! + r.amount);
        moved.set(r.uplineId, moved.get(r.uplineId)! - r.amount);
      }
    expect(new Map([...after].map(([k, v]) => [k, v - before.get(k)!]))).toEqual(moved);

    // Again, and with a later asOf that ends no new period: nothing more.
    const txs = await ledgerCount();
    for (const again of [asOf, asOf + len - 1]) {
      await t.app.agency.settlement.run(type, new Date(again));
      expect(await settledRows(contractIds)).toEqual(rows);
      expect(await ledgerCount()).toBe(txs);
    }
    return { expected, stats };
  }

  /** What the runs exercised (so a pass is not vacuous). */
  const seen = { paid: 0, nothing: 0, replaced: 0, conflicts: 0, ends: 0 };
  const count = (r: Awaited<ReturnType<typeof check>>) => {
    seen.paid += r.expected.filter((x) => x.status === 'PAID').length;
    seen.nothing += r.expected.filter((x) => x.status === 'NOTHING').length;
    seen.replaced += r.stats.replaced;
    seen.conflicts += r.stats.conflicts;
    seen.ends += r.stats.ends;
  };

  it('REALTIME_SALARY (300-s periods): every row is the reference, paid exactly once, and a rerun pays nothing', async () => {
    const len = 300_000;
    // Windows in the past, one hour earlier for each run (aligned to the 5-minute periods).
    const start = Date.UTC(2025, 5, 2, 12, 0, 0);
    let k = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb(len), async (s) => {
        k += 1;
        count(await check('REALTIME_SALARY', 'REALTIME', len, start - k * 60 * MINUTE, s));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);

  it('DIVIDEND (daily): the base is the team’s loss (0 when it won), every row is the reference, a rerun pays nothing', async () => {
    const start = Date.UTC(2024, 0, 1);
    let k = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb(DAY), async (s) => {
        k += 1;
        count(await check('DIVIDEND', 'DAILY', DAY, start - k * 5 * DAY, s));
      }),
      { numRuns: Math.max(1, Math.ceil(RUNS / 2)), seed: SEED, endOnFailure: true },
    );
    // Not a vacuous pass: rows of both kinds, replacements, conflicts and terminations were checked.
    for (const [what, n] of Object.entries(seen)) expect({ what, some: n > 0 }).toEqual({ what, some: true });
  }, 120_000);

  it('a payer short of money leaves the row UNPAID, and a later run pays it once it has the money', async () => {
    // top (house DAILY_SALARY: a tier it never reaches) → sub1 5 %, sub2 2 %; top holds 3,000.
    const day = Date.UTC(2024, 6, 1);
    const top = await teamMember(t, 'sp_short', null, 1);
    const sub1 = await teamMember(t, 'sp_sub1', top.id, 2);
    const sub2 = await teamMember(t, 'sp_sub2', top.id, 2);
    const ids: number[] = [];
    try {
      clock = new Date(day + 60 * MINUTE);
      await houseContract(t, top.username, 'DAILY_SALARY', [{ minAmount: 1e12, minActive: 0, rate: 1_000 }]);
      for (const [sub, rate] of [
        [sub1, 500],
        [sub2, 200],
      ] as const) {
        const made = await agentCall(t, 'POST', '/wps/agent/contracts', top.token, {
          account: sub.username,
          type: 'DAILY_SALARY',
          tiers: [{ minAmount: 0, minActive: 0, rate }],
        });
        await agentCall(t, 'POST', '/wps/agent/contracts/action', sub.token, {
          id: made.body.value.id,
          action: 'accept',
        });
        ids.push(made.body.value.id);
      }
    } finally {
      clock = null;
    }
    await settledRound(t, sub1.id, 100_000, 0, new Date(day + 2 * 60 * MINUTE));
    await settledRound(t, sub2.id, 100_000, 0, new Date(day + 3 * 60 * MINUTE));
    const m = await demoMerchant(t);
    const topUp = (amount: number, key: string) =>
      t.app.wallet.adjust(m, top.id, { amount, key: `sp-short-${top.id}-${key}`, note: 'test' });
    await topUp(3_000, 'a');
    const asOf = new Date(day + DAY);
    const state = async () =>
      (
        await q<{ contract_id: number; amount: string; status: string; tx: string | null }>(
          `SELECT contract_id, amount::text AS amount, status, ledger_transaction_id::text AS tx FROM agency_settlements
           WHERE contract_id = ANY($1) ORDER BY contract_id`,
          [ids],
        )
      ).map((r) => ({
        contract: Number(r.contract_id),
        amount: Number(r.amount),
        status: r.status,
        paid: r.tx !== null,
      }));
    const wallet = async () => (await balances([top.id, sub1.id, sub2.id])) as Map<number | null, number>;

    const first = await t.app.agency.settlement.run('DAILY_SALARY', asOf);
    expect(first).toMatchObject({ unpaid: 1, retried: 0 });
    // sub1's 5,000 does not fit in top's 3,000; sub2's 2,000 does.
    expect(await state()).toEqual([
      { contract: ids[0], amount: 5_000, status: 'UNPAID', paid: false },
      { contract: ids[1], amount: 2_000, status: 'PAID', paid: true },
    ]);
    expect([...(await wallet())].filter(([k]) => k !== null)).toEqual([
      [top.id, 1_000],
      [sub1.id, 0],
      [sub2.id, 2_000],
    ]);
    const unpaidKey = `agency:${ids[0]}:${new Date(day).toISOString()}`;
    expect(await q('SELECT id FROM ledger_transactions WHERE idempotency_key = $1', [unpaidKey])).toEqual([]);

    // Still short: still UNPAID, nothing moves.
    await topUp(3_000, 'b');
    expect(await t.app.agency.settlement.run('DAILY_SALARY', asOf)).toMatchObject({ settled: 0, retried: 0 });
    expect((await state())[0]).toMatchObject({ status: 'UNPAID', paid: false });

    // Enough now: the next run pays it, once.
    await topUp(10_000, 'c');
    expect(await t.app.agency.settlement.run('DAILY_SALARY', asOf)).toMatchObject({ settled: 0, retried: 1 });
    expect(await state()).toEqual([
      { contract: ids[0], amount: 5_000, status: 'PAID', paid: true },
      { contract: ids[1], amount: 2_000, status: 'PAID', paid: true },
    ]);
    expect([...(await wallet())].filter(([k]) => k !== null)).toEqual([
      [top.id, 1_000 + 3_000 + 10_000 - 5_000],
      [sub1.id, 5_000],
      [sub2.id, 2_000],
    ]);
    const tx = await q<{ id: string }>('SELECT id::text AS id FROM ledger_transactions WHERE idempotency_key = $1', [
      unpaidKey,
    ]);
    expect(tx).toHaveLength(1);
    expect(await t.app.agency.settlement.run('DAILY_SALARY', new Date(day + 2 * DAY - 1))).toMatchObject({
      retried: 0,
    });
    expect(await q('SELECT id FROM ledger_transactions WHERE idempotency_key = $1', [unpaidKey])).toHaveLength(1);
    expect((await wallet()).get(sub1.id)).toBe(5_000);
  });

  it('calendar dividend periods: months, Monday weeks and half months, from the one holding the acceptance', async () => {
    const at = (iso: string) => new Date(`${iso}Z`);
    const cases = [
      {
        period: 'MONTHLY',
        accepted: '2023-01-20T10:00:00',
        rounds: [
          ['2023-01-05T00:00:00', 100_000, 40_000, 'top'],
          ['2023-01-31T23:59:59.999', 50_000, 0],
          ['2023-02-01T00:00:00', 70_000, 0],
          ['2023-02-15T00:00:00', 10_000, 100_000, 'top'],
          ['2023-03-01T00:00:00', 999_000, 0],
        ],
        asOf: '2023-03-01T00:00:00',
        expected: [
          ['2023-01-01T00:00:00', '2023-02-01T00:00:00', 110_000, 2],
          ['2023-02-01T00:00:00', '2023-03-01T00:00:00', 0, 2],
        ],
      },
      {
        period: 'WEEKLY',
        accepted: '2023-05-10T12:00:00',
        rounds: [
          ['2023-05-07T23:59:59.999', 999_000, 0],
          ['2023-05-08T00:00:00', 30_000, 0],
          ['2023-05-14T23:59:59.999', 20_000, 0],
          ['2023-05-15T00:00:00', 40_000, 0],
          ['2023-05-22T00:00:00', 999_000, 0],
        ],
        asOf: '2023-05-22T00:00:00',
        expected: [
          ['2023-05-08T00:00:00', '2023-05-15T00:00:00', 50_000, 1],
          ['2023-05-15T00:00:00', '2023-05-22T00:00:00', 40_000, 1],
        ],
      },
      {
        period: 'SEMIMONTHLY',
        accepted: '2023-07-03T00:00:00',
        rounds: [
          ['2023-07-15T23:59:59.999', 60_000, 0],
          ['2023-07-16T00:00:00', 80_000, 0],
          ['2023-08-01T00:00:00', 999_000, 0],
        ],
        asOf: '2023-08-01T00:00:00',
        expected: [
          ['2023-07-01T00:00:00', '2023-07-16T00:00:00', 60_000, 1],
          ['2023-07-16T00:00:00', '2023-08-01T00:00:00', 80_000, 1],
        ],
      },
    ] as const;
    for (const c of cases) {
      const top = await teamMember(t, 'sp_cal', null, 1);
      const p1 = await teamMember(t, 'sp_calp', top.id);
      let contract: Json;
      try {
        clock = at(c.accepted);
        contract = await houseContract(
          t,
          top.username,
          'DIVIDEND',
          [{ minAmount: 0, minActive: 0, rate: 1_000 }],
          c.period,
        );
      } finally {
        clock = null;
      }
      // The rounds are the player's unless marked as the agent's own.
      for (const [when, stake, payout, own] of c.rounds as readonly (readonly [string, number, number, string?])[])
        await settledRound(t, own ? top.id : p1.id, stake, payout, at(when));
      await t.app.agency.settlement.run('DIVIDEND', at(c.asOf));
      const rows = await q<Json>(
        `SELECT period_start, period_end, base::text AS base, active_members, amount::text AS amount, status
         FROM agency_settlements WHERE contract_id = $1 ORDER BY period_start`,
        [contract.id],
      );
      expect({
        period: c.period,
        rows: rows.map((r) => [
          new Date(r.period_start),
          new Date(r.period_end),
          Number(r.base),
          r.active_members,
          Number(r.amount),
          r.status,
        ]),
      }).toEqual({
        period: c.period,
        rows: c.expected.map(([start, end, base, active]) => [
          at(start),
          at(end),
          base,
          active,
          base / 10,
          base > 0 ? 'PAID' : 'NOTHING',
        ]),
      });
      // Terminated at the last settled period's end: no later period is ever settled.
      try {
        clock = at(c.asOf);
        const ended = await agentCall(t, 'POST', '/wps/agent/contracts/action', top.token, {
          id: contract.id,
          action: 'terminate',
        });
        expect(ended.body.value.status).toBe('TERMINATED');
      } finally {
        clock = null;
      }
      // The next period has ended too (and holds a round): it is not the contract's.
      await t.app.agency.settlement.run('DIVIDEND', new Date(at(c.asOf).getTime() + 31 * DAY));
      expect(await q('SELECT id FROM agency_settlements WHERE contract_id = $1', [contract.id])).toHaveLength(2);
    }
  });
});
