import { randomBytes } from 'node:crypto';
import type { Endpoint } from 'shared-contracts';
import { agencyApi, type Tier } from 'shared-contracts/agency';
import { Value } from 'typebox/value';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { agentCall, houseContract, settledRound, teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { fund } from '../../../../../helpers/funding';
import { call, rid, type Json } from '../../../../../helpers/payments';
import { FUND_PASSWORD, postEncrypted } from '../../../../../helpers/withdrawals';

/**
 * Who may call the agent centre: every endpoint of `agencyApi` (taken from the contract, so a new one is
 * in the matrix as soon as it is declared — and fails the first test until it has a minimal input here).
 */
const ENDPOINTS = (Object.entries(agencyApi) as [string, unknown][]).filter(
  (e): e is [string, Endpoint] => typeof e[1] === 'object' && e[1] !== null && 'path' in e[1] && 'method' in e[1],
);

/** What a minimal valid call of each endpoint needs from the world it runs in. */
interface World {
  /** A member of the caller's team (or of someone else's, for the cross-team cases). */
  account: string;
  contractId: number;
}

const flat = (rate: number): Tier[] => [{ minAmount: 0, minActive: 0, rate }];

/** A minimal valid input of each endpoint, by its export name. */
const INPUTS: Record<string, (w: World) => Record<string, unknown>> = {
  getConsolidated: () => ({}),
  getInvite: () => ({}),
  getTeamOverview: () => ({}),
  listTeamMembers: () => ({}),
  getTeamMember: (w) => ({ account: w.account }),
  registerDownline: () => ({ username: `az${randomBytes(5).toString('hex')}`, password: 'Secret12', isAgent: false }),
  transferToDownline: (w) => ({ account: w.account, amount: 1, fundPassword: FUND_PASSWORD, requestId: rid() }),
  listTeamBets: () => ({}),
  listTeamLoss: () => ({}),
  listTeamTransactions: () => ({}),
  getIncome: () => ({}),
  listContracts: () => ({}),
  getContractConflicts: (w) => ({ account: w.account, type: 'REALTIME_SALARY', maxRate: 1 }),
  offerContract: (w) => ({ account: w.account, type: 'REALTIME_SALARY', tiers: flat(1) }),
  actOnContract: (w) => ({ id: w.contractId, action: 'terminate' }),
  listSettlements: () => ({ type: 'REALTIME_SALARY' }),
};

const takesAccount = (e: Endpoint) =>
  'account' in ((e.request as unknown as { properties?: Record<string, unknown> }).properties ?? {});

const day = (d: Date) => d.toISOString().slice(0, 10);
const MINUTE = 60_000;

describe.each(BACKENDS)('agent centre authorization and team scope on %s', (backend) => {
  let t: TestApp;
  /** The clock of the agency module: moved back while contracts are accepted, so their periods have ended. */
  let offset = 0;
  let range: string;
  let w: {
    a: Awaited<ReturnType<typeof teamMember>>;
    aSub: Awaited<ReturnType<typeof teamMember>>;
    aPlayer: Awaited<ReturnType<typeof teamMember>>;
    b: Awaited<ReturnType<typeof teamMember>>;
    bSub: Awaited<ReturnType<typeof teamMember>>;
    bPlayer: Awaited<ReturnType<typeof teamMember>>;
    trial: Awaited<ReturnType<typeof teamMember>>;
    aContract: number;
    bContract: number;
  };

  const send = (e: Endpoint, token: string | null, input: Record<string, unknown>) => {
    if (e.encrypted) return postEncrypted(t, e.path, token, input);
    if (e.method === 'GET') {
      const qs = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
      return call(t, 'GET', qs ? `${e.path}?${qs}` : e.path, { token });
    }
    return call(t, e.method as 'POST', e.path, { token, payload: input });
  };
  const ownWorld = (): World => ({ account: w.bSub.username, contractId: w.bContract });

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: () => new Date(Date.now() + offset) });
    const now = Date.now();
    range = `startDate=${day(new Date(now - 86_400_000))}&endDate=${day(new Date(now))}`;
    // Two separate trees: a → aSub → aPlayer, b → bSub → bPlayer (a and b top agents with house contracts).
    const a = await teamMember(t, 'az_a', null, 1);
    const aSub = await teamMember(t, 'az_asub', a.id, 2);
    const aPlayer = await teamMember(t, 'az_aplayer', aSub.id);
    const b = await teamMember(t, 'az_b', null, 1);
    const bSub = await teamMember(t, 'az_bsub', b.id, 2);
    const bPlayer = await teamMember(t, 'az_bplayer', bSub.id);
    const trial = await teamMember(t, 'az_trial', null, 4);
    for (const m of [a, aSub, b, bSub]) await fund(t.app, m.id, 10_000_000);
    await fund(t.app, aPlayer.id, 1_234_00);
    await fund(t.app, bPlayer.id, 5_678_00);

    // Contracts accepted 15 minutes ago (the agency clock), rounds since: a settlement run now pays them.
    offset = -15 * MINUTE;
    await houseContract(t, a.username, 'REALTIME_SALARY', flat(200));
    await houseContract(t, b.username, 'REALTIME_SALARY', flat(200));
    const give = async (up: typeof a, down: typeof a) => {
      const made = await agentCall(t, 'POST', '/wps/agent/contracts', up.token, {
        account: down.username,
        type: 'REALTIME_SALARY',
        tiers: flat(100),
      });
      const accepted = await agentCall(t, 'POST', '/wps/agent/contracts/action', down.token, {
        id: made.body.value.id,
        action: 'accept',
      });
      expect(accepted.body.value.status).toBe('ACTIVE');
      return made.body.value.id as number;
    };
    const aContract = await give(a, aSub);
    const bContract = await give(b, bSub);
    offset = 0;
    const at = new Date(now - 14 * MINUTE);
    // a's team plays more than b's (so a leak would show in b's numbers).
    await settledRound(t, aPlayer.id, 900_000, 100_000, at);
    await settledRound(t, aPlayer.id, 800_000, 0, at);
    await settledRound(t, aSub.id, 700_000, 0, at);
    await settledRound(t, aPlayer.id, 50_000, 0, at, { status: 'OPEN' });
    await settledRound(t, bPlayer.id, 40_000, 10_000, at);
    await settledRound(t, b.id, 30_000, 0, at);
    const r = await t.app.agency.settlement.run('REALTIME_SALARY', new Date());
    expect(r.paid).toBeGreaterThanOrEqual(4);
    w = { a, aSub, aPlayer, b, bSub, bPlayer, trial, aContract, bContract };
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('has a minimal valid input for every agency endpoint', () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(16);
    expect(ENDPOINTS.map(([name]) => name).filter((name) => !INPUTS[name])).toEqual([]);
    for (const [name, e] of ENDPOINTS) {
      const input = INPUTS[name]!(ownWorld());
      expect({ name, valid: Value.Check(e.request, input) }).toEqual({ name, valid: true });
    }
  });

  it('a visitor without a token gets 401 from every endpoint', async () => {
    for (const [name, e] of ENDPOINTS) {
      const res = await send(e, null, INPUTS[name]!(ownWorld()));
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('a trial member gets 403 TRIAL_FORBIDDEN from every endpoint', async () => {
    for (const [name, e] of ENDPOINTS) {
      const res = await send(e, w.trial.token, INPUTS[name]!(ownWorld()));
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code: 'TRIAL_FORBIDDEN' });
    }
  });

  it('a player gets 403 AGENT_ONLY from every agent endpoint, and its consolidated funds', async () => {
    for (const [name, e] of ENDPOINTS) {
      const res = await send(e, w.bPlayer.token, INPUTS[name]!(ownWorld()));
      if (e === agencyApi.getConsolidated) {
        expect(res.status).toBe(200);
        expect(res.body.value).toMatchObject({ balance: 5_678_00, salary: false, enableCt: false });
      } else
        expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 403, code: 'AGENT_ONLY' });
    }
    // The player's calls changed nothing: the contract it tried to end is still ACTIVE, no member was made.
    const { rows } = await t.db.query('SELECT status FROM agency_contracts WHERE id = $1', [w.bContract]);
    expect(rows).toEqual([{ status: 'ACTIVE' }]);
    const made = await t.db.query('SELECT id FROM members WHERE upline_id = $1', [w.bPlayer.id]);
    expect(made.rows).toEqual([]);
  });

  it('agent b naming a member of a’s team gets 404 NOT_IN_TEAM from every endpoint that takes an account', async () => {
    const withAccount = ENDPOINTS.filter(([, e]) => takesAccount(e));
    expect(withAccount.map(([name]) => name).sort()).toEqual(
      [
        'getContractConflicts',
        'getTeamMember',
        'listTeamBets',
        'listTeamLoss',
        'listTeamMembers',
        'listTeamTransactions',
        'offerContract',
        'transferToDownline',
      ].sort(),
    );
    for (const foreign of [w.aSub.username, w.aPlayer.username, w.a.username]) {
      for (const [name, e] of withAccount) {
        const input = { ...INPUTS[name]!(ownWorld()), account: foreign };
        const res = await send(e, w.b.token, input);
        if (e === agencyApi.listTeamMembers) {
          // The team list searches by part of the account: nothing of another team matches.
          expect({ name, status: res.status, list: res.body.value?.list }).toEqual({ name, status: 200, list: [] });
        } else
          expect({ name, foreign, status: res.status, code: res.body.code }).toEqual({
            name,
            foreign,
            status: 404,
            code: 'NOT_IN_TEAM',
          });
      }
    }
    // Nor can a downline agent reach its upline.
    for (const [name, e] of withAccount.filter(([, x]) => x !== agencyApi.listTeamMembers)) {
      const res = await send(e, w.aSub.token, { ...INPUTS[name]!(ownWorld()), account: w.a.username });
      expect({ name, code: res.body.code }).toEqual({ name, code: 'NOT_IN_TEAM' });
    }
    // Nothing moved, nothing was offered.
    const offers = await t.db.query(
      "SELECT id FROM agency_contracts WHERE member_id = ANY($1) AND status = 'OFFERED'",
      [[w.a.id, w.aSub.id, w.aPlayer.id]],
    );
    expect(offers.rows).toEqual([]);
  });

  it('agent b acting on a’s contract gets 404 CONTRACT_NOT_FOUND, and so does a third party on any contract', async () => {
    for (const action of ['accept', 'reject', 'terminate'] as const) {
      for (const token of [w.b.token, w.bSub.token]) {
        const res = await agentCall(t, 'POST', '/wps/agent/contracts/action', token, { id: w.aContract, action });
        expect({ action, status: res.status, code: res.body.code }).toEqual({
          action,
          status: 404,
          code: 'CONTRACT_NOT_FOUND',
        });
      }
    }
    // a is no party to b's contract either.
    const res = await agentCall(t, 'POST', '/wps/agent/contracts/action', w.a.token, {
      id: w.bContract,
      action: 'terminate',
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'CONTRACT_NOT_FOUND' } });
    // An id that does not exist reads the same.
    const missing = await agentCall(t, 'POST', '/wps/agent/contracts/action', w.b.token, {
      id: 2_000_000_000,
      action: 'terminate',
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'CONTRACT_NOT_FOUND' } });
    const { rows } = await t.db.query('SELECT id, status FROM agency_contracts WHERE id = ANY($1) ORDER BY id', [
      [w.aContract, w.bContract],
    ]);
    expect(rows).toEqual([
      { id: w.aContract, status: 'ACTIVE' },
      { id: w.bContract, status: 'ACTIVE' },
    ]);
    // Nor are a's contracts in b's lists.
    const lists = (await agentCall(t, 'GET', '/wps/agent/contracts', w.b.token)).body.value;
    expect([...lists.mine, ...lists.downlines].map((c: Json) => c.account).sort()).toEqual(
      [w.b.username, w.bSub.username].sort(),
    );
  });

  it('b’s team lists hold b’s team only: overview, members, bets, loss, transactions, settlements, income', async () => {
    const bTeam = new Set([w.b.username, w.bSub.username, w.bPlayer.username]);
    const get = async (url: string, token = w.b.token) => {
      const res = await agentCall(t, 'GET', url, token);
      expect(res.status).toBe(200);
      return res.body.value as Json;
    };
    const overview = await get(`/wps/agent/team/overview?${range}`);
    expect(overview).toMatchObject({
      members: 2,
      directMembers: 1,
      agents: 1,
      activeMembers: 2,
      betCount: 2,
      stake: 70_000,
      payout: 10_000,
      profit: -60_000,
    });
    const members = await get('/wps/agent/team/members?scope=all');
    expect(members.list.map((m: Json) => m.account).sort()).toEqual([w.bSub.username, w.bPlayer.username].sort());
    expect(members.total).toBe(2);

    const bets = await get(`/wps/agent/team/bets?${range}`);
    expect(bets.list.map((x: Json) => x.account).sort()).toEqual([w.b.username, w.bPlayer.username].sort());
    expect(bets.totals).toEqual({ stake: 70_000, payout: 10_000, winLoss: -60_000 });

    const loss = await get(`/wps/agent/team/loss?${range}`);
    expect(loss.list.map((x: Json) => x.account).sort()).toEqual([w.b.username, w.bPlayer.username].sort());
    expect(loss.totals).toEqual({ betCount: 2, stake: 70_000, payout: 10_000, winLoss: -60_000 });

    const tx = await get(`/wps/agent/team/transactions?${range}&pageSize=100`);
    expect(tx.list.length).toBeGreaterThan(0);
    expect(tx.list.filter((l: Json) => !bTeam.has(l.member))).toEqual([]);
    expect(tx.list.some((l: Json) => l.member === w.bPlayer.username && l.amount === 5_678_00)).toBe(true);

    const received = await get(`/wps/agent/settlements?type=REALTIME_SALARY&side=received&${range}`);
    const paid = await get(`/wps/agent/settlements?type=REALTIME_SALARY&side=paid&${range}`);
    expect(received.list.length).toBeGreaterThan(0);
    expect(paid.list.length).toBeGreaterThan(0);
    expect(received.list.filter((s: Json) => s.account !== w.b.username || s.upline !== null)).toEqual([]);
    expect(paid.list.filter((s: Json) => s.account !== w.bSub.username || s.upline !== w.b.username)).toEqual([]);
    const { rows } = await t.db.query<{ member_id: number; amount: string }>(
      "SELECT member_id, amount::text FROM agency_settlements WHERE contract_id = $1 AND status = 'PAID'",
      [w.bContract],
    );
    const paidSum = rows.reduce((s, r) => s + Number(r.amount), 0);
    expect(paid.totals.amount).toBe(paidSum);
    // 1 % of b's sub-team stake (bPlayer's 40,000) and 2 % of b's whole team (70,000) in the period it fell in.
    expect(paidSum).toBe(400);
    expect(received.totals.amount).toBe(1_400);

    const income = await get(`/wps/agent/income?${range}`);
    expect(income.totals).toEqual({ received: 1_400, paid: 400, net: 1_000 });
    expect(income.rows.find((r: Json) => r.type === 'REALTIME_SALARY')).toEqual({
      type: 'REALTIME_SALARY',
      received: 1_400,
      paid: 400,
      net: 1_000,
    });
    // …while a's are its own.
    const aIncome = await get(`/wps/agent/income?${range}`, w.a.token);
    expect(aIncome.totals).toEqual({ received: 48_000, paid: 24_000, net: 24_000 });
  });

  it('an agent’s own account filters its team bets, loss and transactions to itself', async () => {
    const bets = await agentCall(t, 'GET', `/wps/agent/team/bets?${range}&account=${w.b.username}`, w.b.token);
    expect(bets.status).toBe(200);
    expect(bets.body.value.list).toEqual([expect.objectContaining({ account: w.b.username, stake: 30_000 })]);
    expect(bets.body.value.totals).toEqual({ stake: 30_000, payout: 0, winLoss: -30_000 });
    // Case-insensitive, like every account.
    const upper = await agentCall(
      t,
      'GET',
      `/wps/agent/team/bets?${range}&account=${w.b.username.toUpperCase()}`,
      w.b.token,
    );
    expect(upper.body.value.total).toBe(1);
    const loss = await agentCall(t, 'GET', `/wps/agent/team/loss?${range}&account=${w.b.username}`, w.b.token);
    expect(loss.body.value.list).toEqual([
      { account: w.b.username, isAgent: true, betCount: 1, stake: 30_000, payout: 0, winLoss: -30_000 },
    ]);
    const tx = await agentCall(t, 'GET', `/wps/agent/team/transactions?${range}&account=${w.b.username}`, w.b.token);
    expect(tx.body.value.list.length).toBeGreaterThan(0);
    expect(tx.body.value.list.filter((l: Json) => l.member !== w.b.username)).toEqual([]);
    // A team member's filter is that member only.
    const sub = await agentCall(t, 'GET', `/wps/agent/team/bets?${range}&account=${w.bPlayer.username}`, w.b.token);
    expect(sub.body.value.list.map((x: Json) => x.account)).toEqual([w.bPlayer.username]);
  });
});
