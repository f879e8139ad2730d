import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../../helpers/payments';

const RULES = {
  minAmount: 20_00,
  maxAmount: 5_000_00,
  dailyCount: 3,
  turnoverMultiple: 1.5,
  autoReceivedMinutes: 90,
  maxBankAccounts: 2,
  fourEyesThreshold: 2_000_00,
  feeBps: 100,
  feeFixed: 1_00,
  feeMax: null,
};

describe.each(BACKENDS)('a brand’s withdrawal rules (/ops/withdrawals/settings) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'lucky_admin', 'demo_finance']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it('reads the currency’s defaults, sets every rule at once and audits the change', async () => {
    const start = (await call('lucky_admin', 'GET', '/ops/withdrawals/settings?merchant=LUCKY')).body.value;
    expect(start).toMatchObject({ currency: 'USD', rules: { minAmount: 10_00, dailyCount: 5, turnoverMultiple: 1 } });
    const set = await call('lucky_admin', 'PUT', '/ops/withdrawals/settings?merchant=LUCKY', RULES);
    expect(set.status).toBe(200);
    expect(set.body.value.rules).toEqual(RULES);
    expect((await call('lucky_admin', 'GET', '/ops/withdrawals/settings?merchant=LUCKY')).body.value.rules).toEqual(
      RULES,
    );
    // The four-eyes route reads the same row.
    expect((await call('lucky_admin', 'GET', '/ops/withdrawals/four-eyes?merchant=LUCKY')).body.value.threshold).toBe(
      2_000_00,
    );
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=withdrawal.settings')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'lucky_admin', subjectId: 'LUCKY', after: RULES });
    expect(audit[0].before.minAmount).toBe(10_00);
  });

  it.each([
    ['a maximum under the minimum', { maxAmount: 10_00 }, 'maxAmount'],
    ['no day’s count', { dailyCount: 0 }, 'dailyCount'],
    ['a negative turnover', { turnoverMultiple: -1 }, 'turnoverMultiple'],
    ['a missing rule', { fourEyesThreshold: undefined }, 'fourEyesThreshold'],
  ])('refuses %s with 400 VALIDATION', async (_what, change, field) => {
    const res = await call('lucky_admin', 'PUT', '/ops/withdrawals/settings?merchant=LUCKY', { ...RULES, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(String(res.body.field)).toContain(field);
  });

  it('lets finance read but not change, and no operator of another brand', async () => {
    expect((await call('demo_finance', 'GET', '/ops/withdrawals/settings?merchant=DEMO')).status).toBe(200);
    expect((await call('demo_finance', 'PUT', '/ops/withdrawals/settings?merchant=DEMO', RULES)).status).toBe(403);
    expect((await call('lucky_admin', 'GET', '/ops/withdrawals/settings?merchant=DEMO')).status).toBe(403);
  });
});
