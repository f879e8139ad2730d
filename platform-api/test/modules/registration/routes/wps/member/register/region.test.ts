import { BACKENDS } from '../../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../../helpers/app';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { registerClient } from '../../../../../../helpers/register';

const URL = '/wps/member/register/region?menuGroup=gamingvenue';

describe.each(BACKENDS)('/wps/member/register/region (register region) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const labels = async (host?: string) => {
    const res = await getJson(t.app, URL, host ? { host } : {});
    expect(res.status).toBe(200);
    return res.body.value.list as { id: number; value: string; label: string }[];
  };

  it("answers the merchant's regions by brand: Vietnamese provinces, Philippine regions, US states", async () => {
    const demo = await labels();
    expect(demo.slice(0, 2)).toEqual([
      { id: 8401, value: 'HN', label: 'Hà Nội' },
      { id: 8402, value: 'HCM', label: 'TP. Hồ Chí Minh' },
    ]);
    expect((await labels('ph.localhost')).map((r) => r.value)).toContain('NCR');
    const lucky = await labels('lucky.localhost');
    expect(lucky.map((r) => r.label)).toContain('Nevada');
    const ids = [...demo, ...lucky].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers an empty list for a market without regions', async () => {
    await t.db.query("UPDATE merchants SET dial_code = '999' WHERE code = 'DEMO'");
    await t.app.cache.invalidateAll();
    expect(await labels()).toEqual([]);
    await t.db.query("UPDATE merchants SET dial_code = '84' WHERE code = 'DEMO'");
    await t.app.cache.invalidateAll();
  });

  it.each(['', '?menuGroup=', '?menuGroup=register', '?menuGroup=GAMINGVENUE'])(
    'rejects a missing or unknown menu group (%s) with 400 VALIDATION',
    async (query) => {
      const res = await getJson(t.app, `/wps/member/register/region${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'menuGroup' });
    },
  );

  it('answers a forged token the same (public: the register form asks it before any session)', async () => {
    const res = await getJson(t.app, URL, { authorization: 'Bearer forged' });
    expect(res.status).toBe(200);
    expect(res.body.value.list.length).toBeGreaterThan(0);
  });

  it('keeps the region a registrant chose, and refuses a value that is not one of the merchant’s', async () => {
    const c = registerClient(t, '917');
    const body = await c.validBody();
    const bad = await c.register({ ...body, region: 'NCR' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', message: 'err_invalid_input', field: 'region' });
    expect((await c.register({ ...body, region: 'HCM' })).status).toBe(200);
    const row = await t.db.query<{ region: string | null }>('SELECT region FROM members WHERE username = $1', [
      body.username,
    ]);
    expect(row.rows[0]?.region).toBe('HCM');
    // The field is optional: absent, the member has none.
    const other = await c.validBody();
    expect((await c.register(other)).status).toBe(200);
    const none = await t.db.query('SELECT region FROM members WHERE username = $1', [other.username]);
    expect(none.rows[0]).toEqual({ region: null });
  });
});
