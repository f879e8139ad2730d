import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { call, newMember, postBankTransfer, rid, type Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('a brand’s responsible-gaming defaults (/ops/responsible-gaming/defaults) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_finance', 'lucky_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const ops = async (who: string, method: 'GET' | 'PUT', payload?: object) => {
    const res = await t.app.inject({
      method,
      url: '/ops/responsible-gaming/defaults?merchant=DEMO',
      headers: as[who],
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const deposit = (token: string, amount: number) =>
    postBankTransfer(t, token, { methodCode: 'BANK', amount: String(amount), requestId: rid(), payerName: 'A' });
  const limitOf = async (token: string, period: string) =>
    (await call(t, 'GET', '/wps/responsible-gaming', { token })).body.value.limits.find(
      (l: Json) => l.period === period,
    );
  const setLimits = (token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/responsible-gaming/limits',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('gives every member without a limit of its own the brand’s default, checked at each deposit; audited', async () => {
    expect((await ops('demo_finance', 'GET')).body.value).toEqual({
      defaults: { daily: null, weekly: null, monthly: null },
      currency: 'VND',
    });
    const m = await newMember(t, 'rgdef');
    const set = await ops('demo_admin', 'PUT', { daily: 300_000_00, weekly: null, monthly: 5_000_000_00 });
    expect(set.status).toBe(200);
    expect(await limitOf(m.token, 'DAILY')).toMatchObject({ amount: 300_000_00, pending: null });
    expect((await deposit(m.token, 200_000_00)).status).toBe(200);
    expect((await deposit(m.token, 200_000_00)).body).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      period: 'DAILY',
      remaining: 100_000_00,
    });
    const audit = (await call(t, 'GET', '/ops/audit?action=rg.defaults', { headers: as.demo_owner })).body.value.list;
    expect(audit[0]).toMatchObject({
      actor: 'demo_admin',
      subjectId: 'DEMO',
      before: { daily: null },
      after: { daily: 300_000_00 },
    });
  });

  it('lets a member lower its default at once; loosening it waits, and its own limit no longer follows the brand', async () => {
    const m = await newMember(t, 'rgown');
    expect((await setLimits(m.token, { daily: 100_000_00, weekly: null, monthly: 5_000_000_00 })).statusCode).toBe(200);
    expect(await limitOf(m.token, 'DAILY')).toMatchObject({ amount: 100_000_00, pending: null });
    const other = await newMember(t, 'rgloose');
    await setLimits(other.token, { daily: null, weekly: null, monthly: 5_000_000_00 });
    expect(await limitOf(other.token, 'DAILY')).toMatchObject({ amount: 300_000_00, pending: { amount: null } });
    await ops('demo_admin', 'PUT', { daily: 50_000_00, weekly: null, monthly: 5_000_000_00 });
    expect((await limitOf(m.token, 'DAILY')).amount).toBe(100_000_00);
  });

  it.each([
    ['a weekly default under the daily one', { daily: 500_000_00, weekly: 100_000_00, monthly: null }, 'weekly'],
    ['a monthly default under the weekly one', { daily: null, weekly: 500_000_00, monthly: 100_000_00 }, 'monthly'],
    ['a zero limit', { daily: 0, weekly: null, monthly: null }, 'daily'],
  ])('refuses %s with 400 VALIDATION', async (_what, body, field) => {
    const res = await ops('demo_admin', 'PUT', body);
    expect(res.status).toBe(400);
    expect(String(res.body.field)).toContain(field);
  });

  it('lets finance read but not change, and no operator of another brand', async () => {
    expect((await ops('demo_finance', 'PUT', { daily: null, weekly: null, monthly: null })).status).toBe(403);
    expect((await ops('lucky_admin', 'GET')).status).toBe(403);
  });
});
