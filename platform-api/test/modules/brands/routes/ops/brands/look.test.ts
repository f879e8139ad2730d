import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { formData, PNG_BYTES, type Json } from '../../../../../helpers/payments';

const LUCKY = { host: 'lucky.localhost' };

describe.each(BACKENDS)('the brand editor (/ops/brands/:code/look) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'lucky_admin', 'demo_admin', 'demo_support']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const site = async () => {
    const [config, css] = await Promise.all([
      t.app.inject({ url: '/wps/system/config', headers: LUCKY }),
      t.app.inject({ url: '/wps/system/theme.css', headers: LUCKY }),
    ]);
    return { name: config.json().value.merchantName as string, css: css.body };
  };

  it('publishes a look that the site shows at the next request, keeps its history and reverts to an earlier one', async () => {
    const start = (await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value;
    expect(start.look.name).toBe('Lucky Star');
    expect(start.mainDomain).toBe('lucky.localhost');
    const tokens = { ...start.look.theme.tokens, '--color-primary': '#9f7aea' };
    const published = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', {
      name: 'Lucky Star Casino',
      theme: { ...start.look.theme, tokens },
    });
    expect(published.status).toBe(200);
    expect(published.body.value.look.name).toBe('Lucky Star Casino');
    const [first] = published.body.value.history;
    expect(first).toMatchObject({
      version: 1,
      name: 'Lucky Star Casino',
      publishedBy: 'lucky_admin',
      revertedFrom: null,
    });
    const live = await site();
    expect(live.name).toBe('Lucky Star Casino');
    expect(live.css).toContain('--color-primary:#9f7aea');

    const again = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', start.look);
    expect(again.body.value.history.map((v: Json) => v.version)).toEqual([2, 1]);
    expect((await site()).name).toBe('Lucky Star');

    const reverted = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look/revert', { version: 1 });
    expect(reverted.status).toBe(200);
    expect(reverted.body.value.history[0]).toMatchObject({ version: 3, revertedFrom: 1, name: 'Lucky Star Casino' });
    expect((await site()).css).toContain('--color-primary:#9f7aea');

    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=brand.look.revert')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'lucky_admin', subjectId: 'LUCKY' });
    expect(audit[0].before.name).toBe('Lucky Star');
  });

  it('refuses a colour pair that fails WCAG AA, naming it, and publishes nothing', async () => {
    const { look, history } = (await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value;
    const res = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', {
      ...look,
      theme: { ...look.theme, tokens: { ...look.theme.tokens, '--color-text': '#3a2f4f' } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'THEME_CONTRAST', field: 'tokens.--color-text' });
    expect(res.body.detail).toMatch(/--color-text on --color-\S+ is [\d.]+:1; WCAG AA needs 4.5:1/);
    expect((await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value.history).toEqual(history);
  });

  it.each([
    ['an unknown token', { tokens: { '--colour': '#fff' } }, 'VALIDATION'],
    ['a script URL as logo', { logoUrl: 'javascript:alert(1)' }, 'VALIDATION'],
    ['a value that closes the declaration', { tokens: { '--color-bg': 'red;}' } }, 'VALIDATION'],
  ])('refuses %s with 400', async (_what, change, code) => {
    const { look } = (await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value;
    const res = await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', {
      ...look,
      theme: { ...look.theme, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('lets admins of the brand publish and others read or nothing', async () => {
    const { look } = (await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value;
    expect((await call('demo_admin', 'POST', '/ops/brands/LUCKY/look', look)).status).toBe(403);
    expect((await call('demo_support', 'GET', '/ops/brands/DEMO/look')).status).toBe(200);
    expect((await call('demo_support', 'POST', '/ops/brands/DEMO/look', look)).status).toBe(403);
    expect((await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look/revert', { version: 99 })).status).toBe(400);
  });
  const upload = async (who: string, code: string, data: Buffer) => {
    const { payload, contentType } = formData([{ name: 'image', filename: 'logo.png', type: 'image/png', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/brands/${code}/look/images`,
      payload,
      headers: { ...as[who], 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it('uploads a logo served from every host of the brand, which the site shows once a look names it', async () => {
    const up = await upload('lucky_admin', 'LUCKY', PNG_BYTES);
    expect(up.status).toBe(200);
    expect(up.body.value.url).toBe(`/wps/brand-images/${up.body.value.id}`);
    const served = await t.app.inject({ url: up.body.value.url, headers: LUCKY });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const before = (await t.app.inject({ url: '/wps/system/config', headers: LUCKY })).json().value.theme;
    expect(before.logoUrl).not.toBe(up.body.value.url);
    const look = (await call('lucky_admin', 'GET', '/ops/brands/LUCKY/look')).body.value.look;
    const theme = { ...look.theme, logoUrl: up.body.value.url, faviconUrl: up.body.value.url };
    expect((await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', { ...look, theme })).status).toBe(200);
    const after = (await t.app.inject({ url: '/wps/system/config', headers: LUCKY })).json().value.theme;
    expect(after).toMatchObject({ logoUrl: up.body.value.url, faviconUrl: up.body.value.url });
    expect((await call('lucky_admin', 'POST', '/ops/brands/LUCKY/look', look)).status).toBe(200);
  });

  it('refuses a logo that is not a JPEG or PNG, one over 1 MiB, and another brand’s or a support operator’s upload', async () => {
    const text = await upload('lucky_admin', 'LUCKY', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'VALIDATION', field: 'image' });
    const big = await upload('lucky_admin', 'LUCKY', Buffer.concat([PNG_BYTES, Buffer.alloc(1_048_576)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'image' });
    expect((await upload('lucky_admin', 'DEMO', PNG_BYTES)).status).toBe(403);
    expect((await upload('demo_support', 'DEMO', PNG_BYTES)).status).toBe(403);
    const missing = await t.app.inject({ url: '/wps/brand-images/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });
});
