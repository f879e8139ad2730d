/** @pglite: opening a brand writes a dozen modules' tables in one transaction, on the embedded database too (npm start). */
import { LUCKY_HOST, LUCKY_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp, postLogin } from '../../../../../helpers/login';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

const FOURTH = {
  code: 'FOURTH',
  name: 'Fourth Star',
  domains: ['fourth.localhost', 'www.fourth.localhost'],
  currency: 'EUR',
  currencySymbol: '€',
  languages: ['EN', 'TY'],
  timeZone: 'Europe/Berlin',
  remotes: ['mf_auth', 'mf_games', 'mf_member', 'mf_agent', 'mf_points'],
  vendors: ['RNG:PG', 'RNG:DEMO', 'LIVE:EVO'],
  depositMethods: ['DEMO_PSP'],
  startFrom: 'DEMO',
};

describe.each(BACKENDS)('brands (/ops/brands) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'lucky_admin', 'demo_finance', 'demo_auditor']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const wps = async (url: string, host: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { host } })).json() as Json;

  it('an admin opens a brand that answers on its domain at once, with its remotes, colours, vendors and methods', async () => {
    // Resolved (and cached) before the brand exists: the unknown host falls back to the default brand.
    expect((await wps('/wps/system/config', 'fourth.localhost')).value.merchantCode).toBe('DEMO');

    const made = await call('demo_admin', 'POST', '/ops/brands', FOURTH);
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({
      code: 'FOURTH',
      name: 'Fourth Star',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      domains: ['fourth.localhost', 'www.fourth.localhost'],
      suspended: false,
      remotes: FOURTH.remotes,
      vendors: ['LIVE:EVO', 'RNG:PG', 'RNG:DEMO'],
      depositMethods: ['DEMO_PSP'],
      // DEMO's limits are in VND: a EUR brand takes its currency's defaults.
      withdrawal: { minAmount: 10_00, maxAmount: 10_000_00, dailyCount: 5 },
    });

    const config = (await wps('/wps/system/config', 'www.fourth.localhost')).value;
    expect(config).toMatchObject({ merchantCode: 'FOURTH', merchantName: 'Fourth Star', currency: 'EUR' });
    expect(config.maintenance).toBe(false);
    expect(config.languages).toEqual(['EN', 'TY']);
    expect(config.remotes.filter((r: Json) => r.enabled).map((r: Json) => r.name)).toEqual(FOURTH.remotes);
    const demoConfig = (await wps('/wps/system/config', 'localhost')).value;
    // Started from DEMO: its colours, modules and registration rules; never its logo or keys.
    expect(config.theme.tokens).toEqual(demoConfig.theme.tokens);
    expect(config.theme.logoUrl).toBe('');
    expect(config.publicKey).not.toBe(demoConfig.publicKey);
    expect(config.registerRules).toEqual(demoConfig.registerRules);
    expect(
      await (
        await t.app.inject({ url: '/wps/system/theme.css', headers: { host: 'fourth.localhost' } })
      ).body,
    ).toContain(demoConfig.theme.tokens['--color-primary']);

    const vendors = (await wps('/wps/game/vendor', 'fourth.localhost')).value.data.lanes;
    const cards = vendors.flatMap((lane: Json) => lane.vendors.map((v: Json) => `${v.gameCategory}:${v.vassalage}`));
    expect(cards.sort()).toEqual(['LIVE:EVO', 'RNG:DEMO', 'RNG:PG']);

    // The admin works for the new brand from now on; the audit names who opened it and what was asked.
    const mine = (await call('demo_admin', 'GET', '/ops/brands')).body.value.list.map((b: Json) => b.code);
    expect(mine).toEqual(['DEMO', 'FOURTH']);
    expect((await call('demo_admin', 'GET', '/ops/session')).body.value.merchants).toContain('FOURTH');
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=brand.create')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'demo_admin', role: 'admin', subjectId: 'FOURTH' });
    expect(audit[0].after).toMatchObject({ code: 'FOURTH', startFrom: 'DEMO' });
  });

  it('refuses a used code or domain, creating nothing', async () => {
    const code = await call('demo_owner', 'POST', '/ops/brands', {
      ...FOURTH,
      code: 'LUCKY',
      domains: ['x.localhost'],
    });
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ code: 'BRAND_CODE_TAKEN', field: 'code' });
    const domain = await call('demo_owner', 'POST', '/ops/brands', {
      ...FOURTH,
      code: 'FIFTH',
      domains: ['fifth.localhost', 'lucky.localhost'],
    });
    expect(domain.status).toBe(409);
    expect(domain.body).toMatchObject({ code: 'BRAND_DOMAIN_TAKEN', field: 'domains' });
    const codes = (await call('demo_owner', 'GET', '/ops/brands')).body.value.list.map((b: Json) => b.code);
    expect(codes).not.toContain('FIFTH');
    expect((await wps('/wps/system/config', 'fifth.localhost')).value.merchantCode).toBe('DEMO');
  });

  it.each([
    ['a lower-case code', { code: 'sixth' }, 'code'],
    ['a domain with a scheme', { domains: ['https://sixth.example.com'] }, 'domains/0'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an unknown vendor', { vendors: ['RNG:NOPE'] }, 'vendors'],
    ['an unknown deposit method', { depositMethods: ['CASH'] }, 'depositMethods'],
    [
      'a maximum under the minimum',
      { withdrawal: { minAmount: 500, maxAmount: 100, dailyCount: 3 } },
      'withdrawal.maxAmount',
    ],
    ['a brand to start from that does not exist', { startFrom: 'NOPE' }, 'startFrom'],
  ])('refuses %s with VALIDATION', async (_what, change, field) => {
    const res = await call('demo_owner', 'POST', '/ops/brands', {
      ...FOURTH,
      code: 'SIXTH',
      domains: ['sixth.localhost'],
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(String(res.body.field)).toContain(field.split('/')[0]);
  });

  it('lets only admins open brands, and only from brands they work for', async () => {
    const sixth = { ...FOURTH, code: 'SIXTH', domains: ['sixth.localhost'] };
    expect((await call('demo_finance', 'POST', '/ops/brands', sixth)).status).toBe(403);
    expect((await call('demo_auditor', 'POST', '/ops/brands', sixth)).status).toBe(403);
    expect((await call('demo_auditor', 'GET', '/ops/brands')).status).toBe(200);
    expect((await call('demo_admin', 'POST', '/ops/brands', { ...sixth, startFrom: 'LUCKY' })).status).toBe(403);
    expect((await call('demo_admin', 'GET', '/ops/brands/LUCKY')).status).toBe(403);
    const options = (await call('demo_finance', 'GET', '/ops/brands/options')).body.value;
    expect(options.vendors).toEqual(
      expect.arrayContaining([{ key: 'RNG:PG', code: 'PG', category: 'RNG', name: 'PG Soft' }]),
    );
    expect(options.depositMethods.map((m: Json) => m.code)).toEqual(['DEMO_PSP', 'BANK']);
    expect(options.timeZones).toEqual(expect.arrayContaining(['UTC', 'Asia/Manila']));
  });

  it('a suspended brand shows maintenance and refuses its players until it is reinstated', async () => {
    const ip = freshIp();
    const before = await postLogin(t.app, { username: 'lucky01', password: LUCKY_PASSWORD }, ip, LUCKY_HOST);
    expect(before.status).toBe(200);
    const token = before.body.value.token as string;
    const info = () => t.app.inject({ url: '/wps/member/info', headers: { host: LUCKY_HOST, token } });
    expect((await info()).statusCode).toBe(200);

    const noReason = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/suspension', {
      suspended: true,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(
      (await call('demo_admin', 'POST', '/ops/brands/LUCKY/suspension', { suspended: true, reason: 'x' })).status,
    ).toBe(403);
    const off = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/suspension', {
      suspended: true,
      reason: 'Licence review',
    });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ code: 'LUCKY', suspended: true });

    expect((await wps('/wps/system/config', LUCKY_HOST)).value.maintenance).toBe(true);
    expect((await wps('/wps/system/status', LUCKY_HOST)).value.status).toBe(1);
    expect((await info()).statusCode).toBe(401);
    const refused = await postLogin(t.app, { username: 'lucky01', password: LUCKY_PASSWORD }, freshIp(), LUCKY_HOST);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('BRAND_SUSPENDED');
    // Another brand is untouched.
    expect((await wps('/wps/system/config', 'localhost')).value.maintenance).toBe(false);

    const on = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/suspension', {
      suspended: false,
      reason: 'Cleared',
    });
    expect(on.body.value.suspended).toBe(false);
    expect((await wps('/wps/system/config', LUCKY_HOST)).value.maintenance).toBe(false);
    expect(
      (await postLogin(t.app, { username: 'lucky01', password: LUCKY_PASSWORD }, freshIp(), LUCKY_HOST)).status,
    ).toBe(200);
    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=brand.suspend')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'lucky_admin', subjectId: 'LUCKY', reason: 'Licence review' });
  });
});
