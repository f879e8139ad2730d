import { DEMO_REFERRAL_RULES } from '../../../../../../src/seed/referral';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, type Json } from '../../../../../helpers/payments';

const ops = { authorization: OPS_AUTH };
const RULES = DEMO_REFERRAL_RULES;

describe.each(BACKENDS)('referral (invite friends), operator side (/ops/referral) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const putRules = async (rules: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/referral',
      headers: ops,
      payload: { code: 'DEMO', ...rules },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it('keeps /ops/referral to the operator and checks its input', async () => {
    expect((await call(t, 'GET', '/ops/referral?code=DEMO')).status).toBe(401);
    expect((await call(t, 'GET', '/ops/referral?code=DEMO', { headers: ops })).body.value).toEqual({
      code: 'DEMO',
      currency: 'VND',
      rules: RULES,
    });
    for (const bad of [{ reward: -1 }, { qualifyDays: 0 }, { minDeposit: 0 }, { turnoverMultiple: 101 }])
      expect(await putRules({ ...RULES, ...bad })).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect((await call(t, 'GET', '/ops/referral?code=NOPE', { headers: ops })).status).toBe(404);
    // Lucky Star never set a programme: off.
    expect((await call(t, 'GET', '/ops/referral?code=LUCKY', { headers: ops })).body.value.rules.enabled).toBe(false);
  });
});
