/** @pglite: the player search by every key, the merchant scope, the profile and its tabs. */
import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { fund } from '../../../../../helpers/funding';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { call, type Json } from '../../../../../helpers/payments';
import { creditedDeposit, settledBet } from '../../../../../helpers/withdrawals';

describe.each(BACKENDS)('players search and profile (/ops/players) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  const hex = randomBytes(4).toString('hex');
  const mobile = `9${String(parseInt(hex, 16)).padStart(8, '0').slice(0, 8)}`;
  let player: { id: number; username: string; token: string };
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_support', 'lucky_admin']);
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const m = await t.app.members.create({
      merchantId: demo.id,
      username: `Srch_${hex}`,
      passwordHash: 'x',
      type: 0,
      email: `p${hex}@example.com`,
      mobileDialCode: '84',
      mobileNum: mobile,
    });
    await t.app.members.setProfile(m.id, { registerIp: `10.9.${m.id % 250}.7`, payeeName: 'TRAN VAN B', region: 'DN' });
    await t.app.security.rememberIp(m.id, `10.20.${m.id % 250}.40`);
    player = { id: m.id, username: m.username, token: await t.app.sessions.create(m.id, 3600, '10.1.1.1') };
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = async (who: string, url: string): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who] });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: Json) => (body.value.list as { id: number }[]).map((r) => r.id);

  it('finds a player by username prefix (any case), e-mail, mobile, member id, registration and login IP', async () => {
    const keys = [
      `srch_${hex.slice(0, 4)}`,
      `P${hex}@EXAMPLE.com`,
      `+84 ${mobile}`,
      `0${mobile}`,
      String(player.id),
      `10.9.${player.id % 250}.7`,
      `10.20.${player.id % 250}.40`,
    ];
    for (const q of keys) {
      const r = await get('demo_admin', `/ops/players?q=${encodeURIComponent(q)}`);
      expect([q, r.status, ids(r.body)]).toEqual([q, 200, expect.arrayContaining([player.id])]);
    }
    const row = (await get('demo_admin', `/ops/players?q=${player.username}`)).body.value.list[0];
    expect(row).toEqual({
      id: player.id,
      username: player.username,
      merchant: 'DEMO',
      state: 'active',
      balance: 0,
      vipLevel: 0,
      registeredAt: expect.any(String),
      lastLoginAt: null,
    });
    expect(ids((await get('demo_admin', `/ops/players?q=nobody_${hex}`)).body)).toEqual([]);
  });

  it('pages the search', async () => {
    const r = (await get('demo_admin', '/ops/players?page=2&pageSize=2')).body.value;
    expect(r).toMatchObject({ pageNo: 2, pageSize: 2, total: expect.any(Number) });
    expect(r.list).toHaveLength(2);
    expect(r.total).toBeGreaterThan(4);
  });

  it("keeps an operator to its merchants: another merchant's operator is refused or finds nothing", async () => {
    expect((await get('lucky_admin', `/ops/players?merchant=DEMO&q=${player.username}`)).status).toBe(403);
    expect(ids((await get('lucky_admin', `/ops/players?merchant=LUCKY&q=${player.username}`)).body)).toEqual([]);
    expect((await get('lucky_admin', `/ops/players/${player.id}?merchant=DEMO`)).status).toBe(403);
    expect((await get('lucky_admin', `/ops/players/${player.id}?merchant=LUCKY`)).status).toBe(404);
    const all = (await get('demo_owner', '/ops/players?q=lucky01')).body.value.list;
    expect(all.map((r: { merchant: string }) => r.merchant)).toContain('LUCKY');
  });

  it('shows the overview: balances, VIP, state, KYC, limits and the agent line', async () => {
    const agent = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo_agent'")).rows[0]!;
    const downline = (await get('demo_support', '/ops/players?q=demo_downline')).body.value.list[0];
    const p = (await get('demo_support', `/ops/players/${downline.id}`)).body.value;
    expect(p).toMatchObject({ username: 'demo_downline', merchant: 'DEMO', state: 'active', kyc: 'A', region: null });
    expect(p.agents).toEqual([{ id: agent.id, username: 'demo_agent' }]);
    expect(p.balances).toEqual({ currency: 'VND', main: expect.any(Number), held: 0 });
    expect(p.limits.limits.map((l: { period: string }) => l.period)).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    const mine = (await get('demo_support', `/ops/players/${player.id}`)).body.value;
    expect(mine).toMatchObject({
      email: `p${hex}@example.com`,
      mobile: `+84 ${mobile}`,
      payeeName: 'TRAN VAN B',
      // The region's label in the merchant's list, not its value.
      region: 'Đà Nẵng',
      kyc: 'N',
      agents: [],
      mustChangePassword: false,
    });
    expect((await get('demo_support', '/ops/players/999999')).status).toBe(404);
  });

  it('reads each tab of a player: ledger, rounds, payments, bonuses, logins, messages', async () => {
    await fund(t.app, player.id, 500_000);
    await creditedDeposit(t, player.token, 30_000_000);
    await settledBet(t, player.id, 1_000);
    await t.app.inbox.send(player.id, 'Hello', '<p>Welcome</p>');
    const tab = async (name: string) => {
      const r = await get('demo_support', `/ops/players/${player.id}/${name}?pageSize=10`);
      expect([name, r.status]).toEqual([name, 200]);
      return r.body.value;
    };
    const ledger = await tab('ledger');
    expect(ledger.total).toBe(2);
    expect(ledger.list.map((l: { amount: number }) => l.amount).sort((a: number, b: number) => a - b)).toEqual([
      500_000, 30_000_000,
    ]);
    expect((await tab('rounds')).list).toEqual([expect.objectContaining({ stake: 1_000 })]);
    const payments = await tab('payments');
    expect(payments.deposits.list).toEqual([expect.objectContaining({ amount: 30_000_000, status: 'CREDITED' })]);
    expect(payments.withdrawals).toMatchObject({ list: [], total: 0 });
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const reward = await t.app.rewards.grant({
      merchantId: demo.id,
      memberId: player.id,
      source: 'PROMOTION',
      sourceKey: `players:${hex}`,
      title: 'Welcome bonus',
      amount: 50_000,
      turnoverMultiple: 3,
    });
    expect(
      (await call(t, 'POST', '/wps/rewards/claim', { token: player.token, payload: { id: reward.id } })).status,
    ).toBe(200);
    const bonuses = await tab('bonuses');
    expect(bonuses).toMatchObject({ total: 1, pageNo: 1 });
    expect(bonuses.list[0]).toMatchObject({ title: 'Welcome bonus', amount: 50_000 });
    expect((await tab('logins')).list).toEqual([
      { ip: '10.1.1.1', userAgent: null, at: expect.any(String), versions: [] },
    ]);
    const titles = (await tab('messages')).list.map((m: { title: string }) => m.title);
    expect(titles).toContain('Hello');
    expect(titles.length).toBeGreaterThanOrEqual(2);
  });
});
