/** The agent report and the responsible-gaming report (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { hashPassword } from '../../../../../../src/infra/crypto/password';
import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { houseContract, settledRound, teamMember } from '../../../../../helpers/agency';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { newMember, type Json } from '../../../../../helpers/payments';
import { creditedDeposit } from '../../../../../helpers/withdrawals';

const WHO = ['demo_finance', 'demo_owner', 'demo_risk', 'demo_support', 'lucky_admin'] as const;
const PASSWORD = 'Secret@123';

describe.each(BACKENDS)('GET /ops/reports/{agents,responsible-gaming} on %s', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  let top: { id: number; username: string };
  let sub: { id: number; username: string };

  const get = async (who: string, url: string): Promise<{ status: number; body: Json; text: string }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who]! });
    return { status: res.statusCode, body: url.includes('.csv') ? null : res.json(), text: res.body };
  };

  beforeAll(async () => {
    t = await setupApp(backend);
    const repo = createOperatorSessionsRepository(t.db);
    for (const username of WHO) {
      const row = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))
        .rows[0]!;
      const s = await repo.create({ operatorId: row.id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      as[username] = { cookie: `ops_session=${s.token}` };
    }
    // A top agent, a sub-agent below it and a player below that: one deposit, one round, one commission paid.
    top = await teamMember(t, 'rep_top', null, 1);
    sub = await teamMember(t, 'rep_sub', top.id, 1);
    const player = await teamMember(t, 'rep_pl', sub.id);
    await creditedDeposit(t, player.token, 150_000_00);
    await settledRound(t, player.id, 10_000, 4_000, new Date());
    const contract = await houseContract(t, top.username, 'DAILY_SALARY', [{ minAmount: 0, minActive: 0, rate: 100 }]);
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    await t.db.query(
      `INSERT INTO agency_settlements (merchant_id, contract_id, type, member_id, upline_id, period_start, period_end,
         base, active_members, rate, amount, status, settled_at)
       VALUES ($1, $2, 'DAILY_SALARY', $3, NULL, now() - interval '1 day', now(), 0, 1, 100, 1234, 'PAID', now())`,
      [demo.id, contract.id, top.id],
    );
  }, 120_000);
  afterAll(() => t?.cleanup());

  it("shows each agent's team: size, deposits, play and the commissions paid to it", async () => {
    const r = await get('demo_finance', '/ops/reports/agents?merchant=DEMO&scope=all&pageSize=100');
    expect(r.status).toBe(200);
    const v = r.body.value;
    expect(v).toMatchObject({ merchant: 'DEMO', scope: 'all', timeZone: 'Asia/Ho_Chi_Minh', pageNo: 1 });
    const row = (name: string) => v.list.find((x: Json) => x.username === name);
    const play = { teamDeposits: '150000.00', stakes: '100.00', payouts: '40.00', ggr: '60.00', rounds: 1 };
    expect(row(top.username)).toEqual({
      username: top.username,
      top: true,
      teamSize: 2,
      ...play,
      commissions: '12.34',
    });
    expect(row(sub.username)).toEqual({
      username: sub.username,
      top: false,
      teamSize: 1,
      ...play,
      commissions: '0.00',
    });
    // Top agents only (the default): the sub-agent is left out.
    const tops = (await get('demo_finance', '/ops/reports/agents?merchant=DEMO&pageSize=100')).body.value;
    expect(tops.scope).toBe('top');
    expect(tops.list.map((x: Json) => x.username)).toContain(top.username);
    expect(tops.list.map((x: Json) => x.username)).not.toContain(sub.username);
    expect(tops.list.every((x: Json) => x.top)).toBe(true);
    // Paging: one agent a page.
    const page = (await get('demo_finance', '/ops/reports/agents?merchant=DEMO&scope=all&pageSize=1&page=2')).body;
    expect(page.value).toMatchObject({ pageNo: 2, pageSize: 1, total: v.total });
    expect(page.value.list).toEqual([v.list[1]]);
    const csv = await get('demo_finance', '/ops/reports/agents/export.csv?merchant=DEMO&scope=all');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('username,top,teamSize,teamDeposits,stakes,payouts,ggr,rounds,commissions');
    expect(lines).toContain(`${top.username},true,2,150000.00,100.00,40.00,60.00,1,12.34`);
  });

  it('refuses every brand together (agents belong to one) and a bad scope', async () => {
    expect(await get('demo_owner', '/ops/reports/agents')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'merchant' },
    });
    expect((await get('demo_finance', '/ops/reports/agents?merchant=DEMO&scope=some')).status).toBe(400);
  });

  it('counts the limits set and loosened and the exclusions started here, per day, brand and period', async () => {
    const rg = async () => (await get('demo_finance', '/ops/reports/responsible-gaming?merchant=DEMO')).body.value;
    const before = await rg();
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    const a = await newMember(t, 'rg_lim');
    await t.app.responsibleGaming.setLimits(demo, a.id, { daily: 1_000_000, weekly: null, monthly: null });
    await t.app.responsibleGaming.setLimits(demo, a.id, { daily: 2_000_000, weekly: null, monthly: null }); // a raise
    await t.app.responsibleGaming.setLimits(demo, a.id, { daily: 2_000_000, weekly: null, monthly: null }); // same: none
    const b = await newMember(t, 'rg_exc');
    await t.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [b.id, await hashPassword(PASSWORD)]);
    await t.app.responsibleGaming.selfExclude(b.id, { period: 'P7D', password: PASSWORD, confirm: true });
    const after = await rg();

    const d = (x: Json, y: Json) => ({
      limitsSet: x.limitsSet - y.limitsSet,
      limitsLoosened: x.limitsLoosened - y.limitsLoosened,
      exclusions: x.exclusions - y.exclusions,
    });
    const made = { limitsSet: 1, limitsLoosened: 1, exclusions: 1 };
    expect(d(after.totals, before.totals)).toEqual(made);
    expect(after.totals.members - before.totals.members).toBe(2);
    expect(d(after.byDay.at(-1), before.byDay.at(-1))).toEqual(made);
    expect(d(after.byBrand[0], before.byBrand[0])).toEqual(made);
    const count = (r: Json, kind: string, period: string) =>
      r.byPeriod.find((x: Json) => x.kind === kind && x.period === period)?.count ?? 0;
    expect(count(after, 'LIMIT', 'DAILY') - count(before, 'LIMIT', 'DAILY')).toBe(1);
    expect(count(after, 'EXCLUSION', 'P7D') - count(before, 'EXCLUSION', 'P7D')).toBe(1);
    // An operator's lowering is a limit set too.
    await t.db.transaction((tx) => t.app.responsibleGaming.lowerLimit(a.id, 'DAILY', 500_000, tx));
    expect((await rg()).totals.limitsSet - after.totals.limitsSet).toBe(1);

    const csv = await get('demo_finance', '/ops/reports/responsible-gaming/export.csv?merchant=DEMO');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('date,limitsSet,limitsLoosened,exclusions');
    expect(lines).toHaveLength(8);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
  ])('refuses the range %s as 400 VALIDATION on %s', async (q, field) => {
    for (const kind of ['agents', 'agents/export.csv', 'responsible-gaming', 'responsible-gaming/export.csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ops/reports/${kind}?merchant=DEMO&${q}`,
        headers: as.demo_finance!,
      });
      expect([kind, res.statusCode, res.json().code, res.json().field]).toEqual([kind, 400, 'VALIDATION', field]);
    }
  });

  it('lets dashboard.read in, and no one else; another brand is FORBIDDEN', async () => {
    for (const kind of ['agents', 'responsible-gaming']) {
      expect((await get('demo_owner', `/ops/reports/${kind}?merchant=DEMO`)).status).toBe(200);
      for (const who of ['demo_risk', 'demo_support'])
        expect([who, (await get(who, `/ops/reports/${kind}?merchant=DEMO`)).body.code]).toEqual([who, 'FORBIDDEN']);
      expect((await get('lucky_admin', `/ops/reports/${kind}?merchant=DEMO`)).status).toBe(403);
      expect((await get('lucky_admin', `/ops/reports/${kind}?merchant=LUCKY`)).status).toBe(200);
    }
  });
});
