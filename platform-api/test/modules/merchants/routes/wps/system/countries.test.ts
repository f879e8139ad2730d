import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('GET /wps/system/countries on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('lists about 195 countries with ISO code, dialling code and EN/ZH/VI/KO names, cacheable', async () => {
    const { status, body, headers } = await getJson(t.app, '/wps/system/countries');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=86400');
    const list = body.value.list as {
      countryCode: string;
      countryDialingCode: string;
      names: Record<string, string>;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(new Set(list.map((c) => c.countryCode)).size).toBe(list.length);
    for (const c of list) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(c.countryDialingCode).toMatch(/^[1-9]\d{0,3}$/);
      expect(Object.keys(c.names).sort()).toEqual(['EN', 'KO', 'VI', 'ZH']);
    }
    expect(list.find((c) => c.countryCode === 'VN')).toEqual({
      countryCode: 'VN',
      countryDialingCode: '84',
      names: { EN: 'Vietnam', ZH: '越南', VI: 'Việt Nam', KO: '베트남' },
    });
    expect(list.find((c) => c.countryCode === 'BR')?.countryDialingCode).toBe('55');
  });

  it('answers the same list to every merchant, and refuses another method', async () => {
    const demo = await getJson(t.app, '/wps/system/countries', { host: '127.0.0.1:8080' });
    const lucky = await getJson(t.app, '/wps/system/countries', { host: 'lucky.localhost:8080' });
    expect(lucky.body.value).toEqual(demo.body.value);
    const post = await t.app.inject({ method: 'POST', url: '/wps/system/countries', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
