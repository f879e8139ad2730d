/** A brand's settings from the console (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

const LUCKY = { host: 'lucky.localhost' };
const BASE = '/ops/brands/LUCKY/settings';

describe.each(BACKENDS)('a brand’s settings (/ops/brands/:code/settings) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'lucky_admin', 'demo_admin', 'demo_finance']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const settings = async () => (await call('lucky_admin', 'GET', BASE)).body.value;
  const config = async () => (await t.app.inject({ url: '/wps/system/config', headers: LUCKY })).json().value;
  const audit = async (action: string) =>
    (await call('demo_owner', 'GET', `/ops/audit?action=${action}`)).body.value.list as Json[];
  const child = (tree: Json[], modId: string) =>
    tree.flatMap((g: Json) => g.children).find((c: Json) => c.modId === modId);

  it('switches a module, shows a social one without a provider as needing one, and the site follows', async () => {
    const start = await settings();
    expect(start.modules.map((g: Json) => g.modId)).toEqual(expect.arrayContaining(['LOGIN', 'REGISTER']));
    expect(child(start.modules, 'FREEPLAY3')).toMatchObject({ enabled: true, live: true, needsProvider: false });
    const off = await call('lucky_admin', 'PUT', `${BASE}/modules/FREEPLAY3`, { enabled: false });
    expect(off.status).toBe(200);
    expect(child(off.body.value.modules, 'FREEPLAY3')).toMatchObject({ enabled: false, live: false });
    expect(child((await config()).whitelabel, 'FREEPLAY3').enabled).toBe('0');
    await call('lucky_admin', 'PUT', `${BASE}/modules/FREEPLAY3`, { enabled: true });
    expect(child((await config()).whitelabel, 'FREEPLAY3').enabled).toBe('1');

    const google = await call('lucky_admin', 'PUT', `${BASE}/modules/GOOGLELOGIN3`, { enabled: true });
    expect(child(google.body.value.modules, 'GOOGLELOGIN3')).toMatchObject({ enabled: true, needsProvider: true });
    expect(child((await config()).whitelabel, 'GOOGLELOGIN3').enabled).toBe('0');
    expect((await call('lucky_admin', 'PUT', `${BASE}/modules/NOPE3`, { enabled: true })).status).toBe(404);
    const [entry] = await audit('brand.settings.modules');
    expect(entry).toMatchObject({ actor: 'lucky_admin', subjectId: 'LUCKY' });
    expect(entry!.after).toMatchObject({ modId: 'GOOGLELOGIN3', enabled: true });
  });

  it('changes a registration rule that the register settings show at once, and refuses ones that make no sense', async () => {
    const rule = (await settings()).registerRules.find((r: Json) => r.field === 'email');
    const { field: _f, step: _s, ...patch } = rule;
    const res = await call('lucky_admin', 'PUT', `${BASE}/register-rules/email`, { ...patch, required: true, max: 80 });
    expect(res.status).toBe(200);
    const pub = await t.app.inject({ url: '/wps/system/setting/register', headers: LUCKY });
    expect(pub.json().value.find((r: Json) => r.field === 'email')).toMatchObject({ required: true, max: 80 });
    const [entry] = await audit('brand.settings.register');
    expect(entry!.before).toMatchObject({ field: 'email', required: false });
    expect(entry!.after).toMatchObject({ field: 'email', required: true });

    const password = (await settings()).registerRules.find((r: Json) => r.field === 'password');
    const { field: _p, step: _ps, ...pw } = password;
    for (const [change, field] of [
      [{ min: 4 }, 'min'],
      [{ min: 30, max: 20 }, 'min'],
      [{ acceptedPattern: 'NOT_A_PATTERN' }, 'acceptedPattern'],
      [{ shown: false, required: true }, 'required'],
      [{ required: false }, 'required'],
      [{ max: 500 }, 'max'],
    ] as const) {
      const bad = await call('lucky_admin', 'PUT', `${BASE}/register-rules/password`, { ...pw, ...change });
      expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', field]);
    }
    expect((await call('lucky_admin', 'PUT', `${BASE}/register-rules/nickname`, pw)).status).toBe(404);
  });

  it('changes the login and security options and keeps the Philippines variant at 21 or more', async () => {
    const { security } = await settings();
    const next = { ...security, minAge: 19, smsCodeExpiredMinutes: 7, verifyNewIp: true };
    const res = await call('lucky_admin', 'PUT', `${BASE}/security`, next);
    expect(res.body.value.security).toEqual(next);
    expect((await config()).registration.minAge).toBe(19);
    const bad = await call('lucky_admin', 'PUT', `${BASE}/security`, { ...next, philippinesVariant: true });
    expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', 'minAge']);
    const [entry] = await audit('brand.settings.security');
    expect(entry!.after).toEqual(next);
  });

  it('sets the customer service the config shows, refusing a bad link, clock or zone', async () => {
    const cs = {
      url: 'https://chat.lucky.example.com/',
      hours: { days: [5, 1, 1], from: '08:30', to: '20:00', timeZone: 'Asia/Tokyo' },
    };
    const res = await call('lucky_admin', 'PUT', `${BASE}/customer-service`, cs);
    expect(res.status).toBe(200);
    expect((await config()).customerService).toEqual({ url: cs.url, hours: { ...cs.hours, days: [1, 5] } });
    for (const [change, field] of [
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ hours: { ...cs.hours, from: '21:00' } }, 'hours.to'],
      [{ hours: { ...cs.hours, timeZone: 'Mars/Olympus' } }, 'hours.timeZone'],
    ] as const) {
      const bad = await call('lucky_admin', 'PUT', `${BASE}/customer-service`, { ...cs, ...change });
      expect([bad.status, bad.body.field]).toEqual([400, field]);
    }
    const clock = await call('lucky_admin', 'PUT', `${BASE}/customer-service`, {
      ...cs,
      hours: { ...cs.hours, to: '25:00' },
    });
    expect(clock.status).toBe(400);
    expect((await audit('brand.settings.customer-service'))[0]!.after).toMatchObject({ url: cs.url });
  });

  it('adds, changes and removes an app download resource, http(s) only', async () => {
    const android = { labelNameEn: 'Android app', url: 'https://dl.lucky.example.com/new.apk' };
    expect((await call('lucky_admin', 'PUT', `${BASE}/resources/ANDROID`, android)).status).toBe(200);
    expect((await config()).resources.ANDROID).toMatchObject({ url: android.url, labelNameEn: 'Android app' });
    const added = await call('lucky_admin', 'PUT', `${BASE}/resources/HUAWEI`, {
      labelNameEn: 'Huawei',
      url: 'http://h.example.com/a',
    });
    expect(added.body.value.resources.map((r: Json) => r.resourceType)).toContain('HUAWEI');
    const bad = await call('lucky_admin', 'PUT', `${BASE}/resources/IOS`, {
      labelNameEn: 'iOS',
      url: 'ftp://x.example.com/',
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'url']);
    expect((await call('lucky_admin', 'DELETE', `${BASE}/resources/HUAWEI`)).status).toBe(200);
    expect((await config()).resources.HUAWEI).toBeUndefined();
    expect((await call('lucky_admin', 'DELETE', `${BASE}/resources/HUAWEI`)).status).toBe(404);
    expect((await audit('brand.settings.resources'))[0]!.before).toMatchObject({ resourceType: 'HUAWEI' });
  });

  it('lets finance read but not change, and refuses another brand’s admin', async () => {
    expect((await call('demo_finance', 'GET', '/ops/brands/DEMO/settings')).status).toBe(200);
    const write = await call('demo_finance', 'PUT', '/ops/brands/DEMO/settings/modules/FREEPLAY3', { enabled: false });
    expect(write.status).toBe(403);
    expect((await call('demo_admin', 'GET', BASE)).status).toBe(403);
    expect((await call('demo_admin', 'PUT', `${BASE}/modules/FREEPLAY3`, { enabled: false })).status).toBe(403);
  });
});
