import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import type { Json } from '../../../../../helpers/payments';
import { recompute } from './recompute';

/** The seeded operators the scope is about: DEMO's admin, LUCKY's admin, the platform's owner, and DEMO's risk. */
const WHO = ['demo_admin', 'lucky_admin', 'demo_owner', 'demo_risk'] as const;

describe.each(BACKENDS)('GET /ops/dashboard merchant scope on %s', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await setupApp(backend);
    const repo = createOperatorSessionsRepository(t.db);
    for (const username of WHO) {
      const { id } = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))
        .rows[0]!;
      const s = await repo.create({ operatorId: id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      as[username] = { cookie: `ops_session=${s.token}` };
    }
    for (const code of ['DEMO', 'LUCKY', 'PH']) ids[code] = (await t.app.merchants.findByCode(code))!.id;
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = async (who: (typeof WHO)[number] | 'key', query: string): Promise<{ status: number; body: Json }> => {
    const headers = who === 'key' ? { authorization: OPS_AUTH } : as[who]!;
    const res = await t.app.inject({ method: 'GET', url: `/ops/dashboard?${query}`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it("refuses LUCKY's admin DEMO's dashboard and DEMO's admin LUCKY's, and answers each its own", async () => {
    expect(await get('lucky_admin', 'merchant=DEMO')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await get('demo_admin', 'merchant=LUCKY')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const lucky = await get('lucky_admin', 'merchant=LUCKY&days=30');
    expect(lucky.status).toBe(200);
    expect(lucky.body.value).toMatchObject({ merchant: 'LUCKY', currency: 'USD', merchants: [{ code: 'LUCKY' }] });
    expect(lucky.body.value.totals).toEqual((await recompute(t, ids.LUCKY!, 30, lucky.body.value.timeZone)).totals);
    expect((await get('demo_admin', 'merchant=DEMO')).body.value.merchants.map((m: Json) => m.code)).toEqual(['DEMO']);
    expect(await get('demo_admin', 'merchant=NOPE')).toMatchObject({
      status: 404,
      body: { code: 'MERCHANT_NOT_FOUND' },
    });
  });

  it('refuses a role without dashboard.read', async () => {
    expect(await get('demo_risk', 'merchant=DEMO')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('shows the owner every merchant without `merchant`: each one, and their sums', async () => {
    const { status, body } = await get('demo_owner', 'days=30');
    expect(status).toBe(200);
    const v = body.value;
    expect(v.merchant).toBeNull();
    expect(v.merchants.map((m: Json) => m.code)).toEqual(['DEMO', 'LUCKY', 'PH']);
    // DEMO is in VND, LUCKY in USD, PH in PHP: the sums mix currencies, which `currency: null` says.
    expect(v.currency).toBeNull();
    const [demo, lucky, ph] = [
      await recompute(t, ids.DEMO!, 30),
      await recompute(t, ids.LUCKY!, 30),
      await recompute(t, ids.PH!, 30),
    ];
    expect(v.merchants[0]).toMatchObject({ code: 'DEMO', currency: 'VND', ...demo });
    expect(v.merchants[1]).toMatchObject({ code: 'LUCKY', currency: 'USD', ...lucky });
    expect(v.merchants[2]).toMatchObject({ code: 'PH', currency: 'PHP', ...ph });
    const cents = (s: string) => Math.round(Number(s) * 100);
    for (const k of ['deposits', 'ggr', 'ngr'] as const)
      expect(cents(v.totals[k])).toBe(cents(demo.totals[k]) + cents(lucky.totals[k]) + cents(ph.totals[k]));
    for (const k of ['registrations', 'depositCount', 'firstDepositors', 'activePlayers'] as const)
      expect(v.totals[k]).toBe(demo.totals[k] + lucky.totals[k] + ph.totals[k]);
    expect(v.totals.registrations).toBeGreaterThan(0);
    expect(v.byDay).toHaveLength(30);
    expect(v.byDay.at(-1).registrations).toBe(
      demo.byDay.at(-1)!.registrations + lucky.byDay.at(-1)!.registrations + ph.byDay.at(-1)!.registrations,
    );
    // With `merchant`, the owner sees that one merchant.
    expect((await get('demo_owner', 'merchant=LUCKY')).body.value).toMatchObject({
      merchant: 'LUCKY',
      currency: 'USD',
    });
    // The shared key acts platform-wide too.
    expect((await get('key', '')).body.value.merchants).toHaveLength(3);
  });
});
