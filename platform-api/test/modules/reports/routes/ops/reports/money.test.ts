/** @pglite: the GGR/NGR report and the deposits and withdrawals report, on the embedded database too. */
import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember, postBankTransfer, rid, type Json } from '../../../../../helpers/payments';
import { creditedDeposit, ops, readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';

const WHO = ['demo_finance', 'demo_owner', 'demo_risk', 'demo_support', 'lucky_admin'] as const;

describe.each(BACKENDS)('GET /ops/reports/{ggr,cashflow} on %s', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  let demoId: number;

  const get = async (who: string, url: string): Promise<{ status: number; body: Json; text: string }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who]! });
    return { status: res.statusCode, body: url.includes('.csv') ? null : res.json(), text: res.body };
  };
  const round = (
    memberId: number,
    id: string,
    vendor: string,
    category: string,
    stake: number,
    payout: number,
    at: string,
  ) =>
    t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status,
         created_at, settled_at, game_name, game_category)
       VALUES ($1, $2, $3, 'G1', $4, 'VND', $5, $6, 'SETTLED', $7, $7, 'Game', $8)`,
      [demoId, memberId, vendor, id, stake, payout, at, category],
    );

  beforeAll(async () => {
    t = await setupApp(backend);
    demoId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const repo = createOperatorSessionsRepository(t.db);
    for (const username of WHO) {
      const row = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))
        .rows[0]!;
      const s = await repo.create({ operatorId: row.id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      as[username] = { cookie: `ops_session=${s.token}` };
    }
    // Two rounds either side of DEMO's midnight (Asia/Ho_Chi_Minh, UTC+7) and a claimed bonus on the first day.
    const m = await newMember(t, 'ggr');
    await round(m.id, 'ggr-1', 'DEMO', 'RNG', 10_000, 2_500, '2026-02-03T10:00:00Z'); // 17:00 on the 3rd there
    await round(m.id, 'ggr-2', 'EVO', 'LIVE', 5_000, 0, '2026-02-03T18:00:00Z'); // 01:00 on the 4th there
    const reward = await t.app.rewards.grant({
      merchantId: demoId,
      memberId: m.id,
      source: 'PROMOTION',
      sourceKey: 'ggr:bonus',
      title: 'bonus',
      amount: 1_500,
      turnoverMultiple: 1,
    });
    expect((await call(t, 'POST', '/wps/rewards/claim', { token: m.token, payload: { id: reward.id } })).status).toBe(
      200,
    );
    await t.db.query(
      `UPDATE ledger_transactions SET created_at = '2026-02-03T12:00:00Z' WHERE member_id = $1 AND kind = 'BONUS'`,
      [m.id],
    );
  }, 120_000);
  afterAll(() => t?.cleanup());

  const RANGE = 'merchant=DEMO&from=2026-02-03&to=2026-02-04';

  it('groups GGR by day of the brand, with bonuses and NGR = GGR − bonuses − agent payouts', async () => {
    const r = await get('demo_finance', `/ops/reports/ggr?${RANGE}`);
    expect(r.status).toBe(200);
    const v = r.body.value;
    expect(v).toMatchObject({ groupBy: 'day', merchant: 'DEMO', currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(v.list).toEqual([
      {
        key: '2026-02-03',
        stakes: '100.00',
        payouts: '25.00',
        ggr: '75.00',
        rake: '0.00',
        bonuses: '15.00',
        agentPayouts: '0.00',
        ngr: '60.00',
        rounds: 1,
        players: 1,
      },
      {
        key: '2026-02-04',
        stakes: '50.00',
        payouts: '0.00',
        ggr: '50.00',
        rake: '0.00',
        bonuses: '0.00',
        agentPayouts: '0.00',
        ngr: '50.00',
        rounds: 1,
        players: 1,
      },
    ]);
    expect(v.totals).toEqual({
      stakes: '150.00',
      payouts: '25.00',
      ggr: '125.00',
      rake: '0.00',
      bonuses: '15.00',
      agentPayouts: '0.00',
      ngr: '110.00',
      rounds: 2,
      players: 1,
    });
  });

  it('groups by category, vendor and brand (costs only where they can be told apart)', async () => {
    const by = async (g: string, q = RANGE, who = 'demo_finance') =>
      (await get(who, `/ops/reports/ggr?${q}&groupBy=${g}`)).body.value.list;
    expect(await by('category')).toEqual([
      {
        key: 'RNG',
        stakes: '100.00',
        payouts: '25.00',
        ggr: '75.00',
        rake: '0.00',
        bonuses: null,
        agentPayouts: null,
        ngr: null,
        rounds: 1,
        players: 1,
      },
      {
        key: 'LIVE',
        stakes: '50.00',
        payouts: '0.00',
        ggr: '50.00',
        rake: '0.00',
        bonuses: null,
        agentPayouts: null,
        ngr: null,
        rounds: 1,
        players: 1,
      },
    ]);
    expect((await by('vendor')).map((x: Json) => [x.key, x.ggr])).toEqual([
      ['DEMO', '75.00'],
      ['EVO', '50.00'],
    ]);
    expect(await by('brand')).toEqual([
      {
        key: 'DEMO',
        stakes: '150.00',
        payouts: '25.00',
        ggr: '125.00',
        rake: '0.00',
        bonuses: '15.00',
        agentPayouts: '0.00',
        ngr: '110.00',
        rounds: 2,
        players: 1,
      },
    ]);
    // Every brand (the owner): UTC days, both rounds on the 3rd; a row per brand.
    const all = await get('demo_owner', '/ops/reports/ggr?from=2026-02-03&to=2026-02-03&groupBy=brand');
    expect(all.body.value).toMatchObject({ merchant: null, timeZone: 'UTC', currency: null });
    expect(all.body.value.list.map((x: Json) => x.key)).toEqual(expect.arrayContaining(['DEMO', 'LUCKY']));
    expect(all.body.value.list.find((x: Json) => x.key === 'DEMO')).toMatchObject({ ggr: '125.00', ngr: '110.00' });
    const csv = await get('demo_finance', `/ops/reports/ggr/export.csv?${RANGE}&groupBy=category`);
    expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      'key,stakes,payouts,ggr,rake,bonuses,agentPayouts,ngr,rounds,players',
      'RNG,100.00,25.00,75.00,0.00,,,,1,1',
    ]);
  });

  it('counts the deposits and withdrawals made here by today, method and outcome', async () => {
    const flows = async () => (await get('demo_finance', '/ops/reports/cashflow?merchant=DEMO')).body.value;
    const before = await flows();
    const d = await newMember(t, 'cf_dep');
    await creditedDeposit(t, d.token, 150_000_00);
    const pending = await postBankTransfer(t, d.token, { methodCode: 'BANK', amount: '12000000', requestId: rid() });
    expect(pending.status).toBe(200);
    const rejected = await postBankTransfer(t, d.token, { methodCode: 'BANK', amount: '11000000', requestId: rid() });
    const no = await call(t, 'POST', `/ops/deposits/${rejected.body.value.deposit.id}/reject`, {
      headers: ops,
      payload: { reason: 'no money arrived' } as unknown as string,
    });
    expect(no.status).toBe(200);
    const w = await readyMember(t, 'cf_wd', 900_000_00);
    const paid = await requestWithdrawal(t, w.token, { bankAccountId: w.accountId, amount: 200_000_00 });
    expect((await call(t, 'POST', `/ops/withdrawals/${paid.body.value.id}/approve`, { headers: ops })).status).toBe(
      200,
    );
    const w2 = await readyMember(t, 'cf_wd2', 900_000_00);
    expect((await requestWithdrawal(t, w2.token, { bankAccountId: w2.accountId, amount: 150_000_00 })).status).toBe(
      200,
    );
    const after = await flows();

    const cents = (s: string) => Math.round(Number(s) * 100);
    const delta = (a: Json, b: Json) =>
      Object.fromEntries(
        Object.keys(a).map((k) => [k, typeof a[k] === 'number' ? a[k] - b[k] : cents(a[k]) - cents(b[k])]),
      );
    expect(delta(after.totals.deposits, before.totals.deposits)).toEqual({
      count: 3,
      amount: 380_000_00,
      approvedCount: 1,
      approvedAmount: 150_000_00,
      rejectedCount: 1,
      rejectedAmount: 110_000_00,
      pendingCount: 1,
      pendingAmount: 120_000_00,
    });
    expect(delta(after.totals.withdrawals, before.totals.withdrawals)).toEqual({
      count: 2,
      amount: 350_000_00,
      approvedCount: 1,
      approvedAmount: 200_000_00,
      rejectedCount: 0,
      rejectedAmount: 0,
      pendingCount: 1,
      pendingAmount: 150_000_00,
    });
    // Today (the brand's) is the last day; the days add up to the totals; BANK and Vietcombank carry them.
    expect(delta(after.byDay.at(-1).deposits, before.byDay.at(-1).deposits)).toMatchObject({ count: 3 });
    expect(after.byDay.reduce((a: number, x: Json) => a + x.deposits.count, 0)).toBe(after.totals.deposits.count);
    const method = (r: Json, kind: string, name: string) =>
      r.byMethod.find((x: Json) => x.kind === kind && x.method === name) ?? { count: 0, approvedAmount: '0.00' };
    expect(method(after, 'DEPOSIT', 'BANK').count - method(before, 'DEPOSIT', 'BANK').count).toBe(3);
    expect(method(after, 'WITHDRAWAL', 'Vietcombank').count - method(before, 'WITHDRAWAL', 'Vietcombank').count).toBe(
      2,
    );

    const csv = await get('demo_finance', '/ops/reports/cashflow/export.csv?merchant=DEMO');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,kind,method,count,amount,approvedCount,approvedAmount,rejectedCount,rejectedAmount,pendingCount,pendingAmount',
    );
    expect(lines.some((l) => l.startsWith(`${after.to},DEPOSIT,BANK,`))).toBe(true);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
  ])('refuses the range %s as 400 VALIDATION on %s', async (q, field) => {
    for (const kind of ['ggr', 'ggr/export.csv', 'cashflow', 'cashflow/export.csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ops/reports/${kind}?merchant=DEMO&${q}`,
        headers: as.demo_finance!,
      });
      expect([kind, res.statusCode, res.json().code, res.json().field]).toEqual([kind, 400, 'VALIDATION', field]);
    }
  });

  it('refuses an unknown grouping as 400 VALIDATION', async () => {
    const r = await get('demo_finance', '/ops/reports/ggr?merchant=DEMO&groupBy=week');
    expect(r).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });

  it('lets dashboard.read in, and no one else; another brand is FORBIDDEN', async () => {
    for (const kind of ['ggr', 'cashflow']) {
      expect((await get('demo_owner', `/ops/reports/${kind}?merchant=DEMO`)).status).toBe(200);
      for (const who of ['demo_risk', 'demo_support'])
        expect([who, (await get(who, `/ops/reports/${kind}?merchant=DEMO`)).body.code]).toEqual([who, 'FORBIDDEN']);
      expect((await get('lucky_admin', `/ops/reports/${kind}?merchant=DEMO`)).status).toBe(403);
      expect((await get('lucky_admin', `/ops/reports/${kind}?merchant=LUCKY`)).status).toBe(200);
    }
  });
});
