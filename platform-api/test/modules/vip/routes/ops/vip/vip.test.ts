import { activityHelpers } from '../../../../../helpers/activity';
import { demoMerchant } from '../../../../../helpers/agency';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, type Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

const ops = { authorization: OPS_AUTH };

describe.each(BACKENDS)('VIP levels, operator side (/ops/vip) on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let act: ReturnType<typeof activityHelpers>;
  const rng = queuedRng();

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, `vip_${backend}`);
    act = activityHelpers(t, h, rng);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const vip = async (token: string | null) => call(t, 'GET', '/wps/vip', { token });
  const recalc = async (asOf?: Date) => t.app.vip.recalculate((await demoMerchant(t)).id, asOf);

  const put = async (payload: unknown) => {
    const res = await t.app.inject({ method: 'PUT', url: '/ops/vip', headers: ops, payload: payload as object });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const level = (n: number, minDeposit: number, minTurnover: number) => ({
    level: n,
    label: `Tier ${n}`,
    minDeposit,
    minTurnover,
    upgradeBonus: n * 100,
    turnoverMultiple: 0,
    benefits: n ? ['UPGRADE_BONUS'] : [],
  });

  it('needs an operator and answers bad configurations 400 VALIDATION', async () => {
    expect((await call(t, 'GET', '/ops/vip?code=DEMO')).status).toBe(401);
    const bad: unknown[] = [
      { code: 'DEMO', windowDays: 0, levels: [level(0, 0, 0)] },
      { code: 'DEMO', windowDays: 30, levels: [] },
      { code: 'DEMO', windowDays: 30, levels: [level(1, 0, 0)] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 5, 0)] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 0, 0), level(1, 10, 10), level(2, 5, 20)] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 0, 0), level(1, 10, 10), level(2, 10, 10)] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 0, 0), { ...level(1, 1, 1), benefits: ['FREE_CAR'] }] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 0, 0), { ...level(1, 1, 1), minDeposit: -1 }] },
      { code: 'DEMO', windowDays: 30, levels: [level(0, 0, 0), { ...level(1, 1, 1), label: 'Tier 0' }] },
      { code: 'DEMO', windowDays: 'x', levels: [level(0, 0, 0)] },
    ];
    for (const payload of bad) {
      const r = await put(payload);
      expect({ payload, status: r.status, code: r.body.code }).toEqual({ payload, status: 400, code: 'VALIDATION' });
    }
    expect((await put({ code: 'NOPE', windowDays: 1, levels: [level(0, 0, 0)] })).status).toBe(404);
  });

  it('replaces the levels (audited) and recalculates the members active in the window', async () => {
    const m = await h.member();
    await act.rounds(m.token, 1, 5_000);
    const levels = [level(0, 0, 0), level(1, 0, 1_000), level(2, 0, 1_000_000)];
    const r = await put({ code: 'DEMO', windowDays: 7, levels });
    expect(r.status).toBe(200);
    expect(r.body.value.config).toEqual({ windowDays: 7, levels });
    await recalc();
    expect((await vip(m.token)).body.value).toMatchObject({ windowDays: 7, level: { level: 1, label: 'Tier 1' } });
    const got = await call(t, 'GET', '/ops/vip?code=DEMO', { headers: ops });
    expect(got.body.value.members['1']).toBeGreaterThanOrEqual(1);
    const audit = await t.db.query("SELECT actor FROM operator_audit WHERE action = 'vip.configure'");
    expect(audit.rows).toEqual([{ actor: 'demo_owner' }]);
    const now = await call(t, 'POST', '/ops/vip/recalculate', { headers: ops, payload: { code: 'DEMO' } });
    expect(now).toMatchObject({ status: 200, body: { value: { code: 'DEMO', ran: true } } });
  });
});
