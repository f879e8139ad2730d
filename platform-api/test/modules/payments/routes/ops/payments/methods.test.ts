import { LUCKY_HOST, LUCKY_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp, postLogin, TEST_AUTH } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('a brand’s deposit methods (/ops/payments/methods) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    as = await operatorHeaders(t, ['demo_owner', 'lucky_admin', 'demo_admin', 'demo_finance']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** What a LUCKY player's deposit page is offered (`GET /wps/payments/methods` with lucky01's session). */
  const offered = async () => {
    const login = await postLogin(t.app, { username: 'lucky01', password: LUCKY_PASSWORD }, freshIp(), LUCKY_HOST);
    const res = await t.app.inject({
      url: '/wps/payments/methods',
      headers: { host: LUCKY_HOST, token: login.body.value.token },
    });
    return (res.json().value.methods as Json[]).map((m) => m.code);
  };

  it('lists every method with its limits, changes one (limits, quick amounts, bank account) and switches it off', async () => {
    const { list, missing, currency } = (await call('lucky_admin', 'GET', '/ops/payments/methods?merchant=LUCKY')).body
      .value;
    expect(currency).toBe('USD');
    expect(missing).toEqual([]);
    expect(list.map((m: Json) => m.code)).toEqual(['DEMO_PSP', 'BANK']);
    expect(list[1]).toMatchObject({
      kind: 'BANK_TRANSFER',
      enabled: true,
      minAmount: 50_00,
      bank: { accountName: 'LUCKY STAR' },
    });

    const changed = await call('lucky_admin', 'PUT', '/ops/payments/methods/BANK?merchant=LUCKY', {
      minAmount: 20_00,
      maxAmount: 20_000_00,
      presets: [20_00, 100_00],
      bank: { bankName: 'Lucky Bank', accountName: 'LUCKY STAR LTD', accountNumber: '9988 7766' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({
      minAmount: 20_00,
      maxAmount: 20_000_00,
      presets: [20_00, 100_00],
      bank: { bankName: 'Lucky Bank', accountName: 'LUCKY STAR LTD', accountNumber: '9988 7766' },
    });
    await call('lucky_admin', 'PUT', '/ops/payments/methods/DEMO_PSP?merchant=LUCKY', { enabled: false });
    expect(await offered()).toEqual(['BANK']);
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=deposit.method')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'lucky_admin', subjectId: 'DEMO_PSP', after: { enabled: false } });
    await call('lucky_admin', 'PUT', '/ops/payments/methods/DEMO_PSP?merchant=LUCKY', { enabled: true });
  });

  it.each([
    ['a maximum under the minimum', { minAmount: 500, maxAmount: 100 }, 'maxAmount'],
    ['a quick amount outside the limits', { presets: [1] }, 'presets'],
    ['a bank account on a gateway', { bank: { bankName: 'B', accountName: 'A', accountNumber: '1234' } }, 'bank'],
    ['a zero minimum', { minAmount: 0 }, 'minAmount'],
    ['an unknown field', { fee: 5 }, null],
  ])('refuses %s with 400 VALIDATION, changing nothing', async (_what, body, field) => {
    const before = (await call('lucky_admin', 'GET', '/ops/payments/methods?merchant=LUCKY')).body.value.list;
    const res = await call('lucky_admin', 'PUT', '/ops/payments/methods/DEMO_PSP?merchant=LUCKY', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    if (field) expect(String(res.body.field)).toContain(field);
    expect((await call('lucky_admin', 'GET', '/ops/payments/methods?merchant=LUCKY')).body.value.list).toEqual(before);
  });

  it('adds a template the brand lacks, once; refuses an unknown code, other roles and brands', async () => {
    const opened = await call('demo_owner', 'POST', '/ops/brands', {
      code: 'SEVENTH',
      name: 'Seventh Heaven',
      domains: ['seventh.localhost'],
      currency: 'PHP',
      currencySymbol: '₱',
      languages: ['EN'],
      timeZone: 'Asia/Manila',
      remotes: ['mf_auth', 'mf_games', 'mf_member'],
      vendors: ['RNG:DEMO'],
      depositMethods: ['DEMO_PSP'],
    });
    expect(opened.status).toBe(200);
    expect((await call('demo_owner', 'GET', '/ops/payments/methods?merchant=SEVENTH')).body.value.missing).toEqual([
      expect.objectContaining({ code: 'BANK' }),
    ]);
    const added = await call('demo_owner', 'POST', '/ops/payments/methods?merchant=SEVENTH', { code: 'BANK' });
    expect(added.body.value).toMatchObject({ code: 'BANK', enabled: true, bank: { accountName: 'SEVENTH HEAVEN' } });
    expect((await call('demo_owner', 'POST', '/ops/payments/methods?merchant=SEVENTH', { code: 'BANK' })).status).toBe(
      400,
    );
    expect((await call('demo_owner', 'POST', '/ops/payments/methods?merchant=SEVENTH', { code: 'CASH' })).status).toBe(
      400,
    );
    expect((await call('demo_finance', 'GET', '/ops/payments/methods?merchant=DEMO')).status).toBe(200);
    expect(
      (await call('demo_finance', 'PUT', '/ops/payments/methods/BANK?merchant=DEMO', { enabled: false })).status,
    ).toBe(403);
    expect(
      (await call('demo_admin', 'PUT', '/ops/payments/methods/BANK?merchant=LUCKY', { enabled: false })).status,
    ).toBe(403);
    expect(
      (await call('demo_admin', 'PUT', '/ops/payments/methods/NOPE?merchant=DEMO', { enabled: false })).status,
    ).toBe(404);
  });
});
