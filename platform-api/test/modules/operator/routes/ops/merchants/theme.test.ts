import { BACKENDS } from '../../../../../helpers/db';
import { OPS_AUTH, getJson, setupApp, type TestApp } from '../../../../../helpers/app';

const LUCKY = { host: 'lucky.localhost' };

describe.each(BACKENDS)('POST /ops/merchants/:code/theme on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const setTheme = (code: string, payload: unknown, key: string | null = OPS_AUTH) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/merchants/${code}/theme`,
      payload: payload as object,
      headers: key === null ? {} : { authorization: key },
    });
  const css = async (headers: Record<string, string> = LUCKY) =>
    t.app.inject({ method: 'GET', url: '/wps/system/theme.css', headers });
  const theme = async (headers: Record<string, string> = LUCKY) =>
    (await getJson(t.app, '/wps/system/config', headers)).body.value.theme;
  const page = async () => (await t.app.inject({ method: 'GET', url: '/assets/logo/LUCKY.svg' })).body;

  it('401s without an operator', async () => {
    for (const key of [null, 'wrong']) {
      const res = await setTheme('LUCKY', { tokens: { '--color-primary': '#000000' } }, key);
      expect(res.statusCode).toBe(401);
    }
    expect((await theme()).tokens['--color-primary']).toBe('#a674ff');
  });

  it('sets and unsets tokens, logo and favicon; theme.css, the config and the logo show it at once', async () => {
    const before = await css();
    const res = await setTheme('LUCKY', {
      tokens: { '--color-primary': '#9f7aea', '--font-family': 'Georgia, serif' },
      logoUrl: 'https://cdn.example.com/lucky/logo.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      code: 'LUCKY',
      theme: {
        tokens: expect.objectContaining({ '--color-primary': '#9f7aea', '--font-family': 'Georgia, serif' }),
        logoUrl: 'https://cdn.example.com/lucky/logo.png',
        faviconUrl: '/assets/favicon/LUCKY.svg',
      },
    });
    // The cached stylesheet and config were dropped: the next request has the change and a new ETag.
    const after = await css();
    expect(after.body).toContain('--color-primary:#9f7aea');
    expect(after.body).toContain('--font-family:Georgia, serif');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/wps/system/theme.css',
      headers: { ...LUCKY, 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
    expect((await theme()).logoUrl).toBe('https://cdn.example.com/lucky/logo.png');
    expect(await page()).toContain('fill="#9f7aea"');
    // DEMO is untouched.
    expect((await css({ host: '127.0.0.1' })).body).toContain('--color-primary:#f5b400');

    const unset = await setTheme('LUCKY', {
      tokens: { '--color-primary': null, '--font-family': null },
      logoUrl: '/assets/logo/LUCKY.svg',
    });
    expect(unset.statusCode).toBe(200);
    const tokens = (await theme()).tokens;
    expect(tokens).not.toHaveProperty('--color-primary');
    expect(tokens).not.toHaveProperty('--font-family');
    expect(tokens['--color-bg']).toBe('#150c24');
    expect((await css()).body).not.toContain('--color-primary');
  });

  it("drops the merchant's cached stylesheet and config itself (not only through the /ops hook)", async () => {
    expect((await css()).body).not.toContain('#123456');
    await t.app.merchants.setTheme('LUCKY', { tokens: { '--color-accent': '#123456' } });
    expect((await css()).body).toContain('--color-accent:#123456');
    expect((await theme()).tokens['--color-accent']).toBe('#123456');
    await t.app.merchants.setTheme('LUCKY', { tokens: { '--color-accent': '#f7c948' } });
    expect((await css()).body).toContain('--color-accent:#f7c948');
  });

  it('resets to the default look, and the seed theme can be put back', async () => {
    const reset = await setTheme('LUCKY', { reset: true });
    expect(reset.json().value.theme).toEqual({ tokens: {}, logoUrl: '', faviconUrl: '' });
    const empty = await css();
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');
    expect(await theme()).toEqual({ tokens: {}, logoUrl: '', faviconUrl: '' });
    const back = await setTheme('LUCKY', {
      tokens: { '--color-primary': '#a674ff', '--color-on-primary': '#1a0b2e', '--color-bg': '#150c24' },
      logoUrl: '/assets/logo/LUCKY.svg',
      faviconUrl: '/assets/favicon/LUCKY.svg',
    });
    expect(back.statusCode).toBe(200);
    expect((await css()).body).toBe(':root{--color-bg:#150c24;--color-primary:#a674ff;--color-on-primary:#1a0b2e}\n');
  });

  it('answers 400 VALIDATION with a clear detail for bad token names, values and URLs, and changes nothing', async () => {
    const before = (await css()).body;
    const cases: [unknown, RegExp][] = [
      [{ tokens: { '--colour-primary': '#fff' } }, /unknown theme token "--colour-primary": use one of --color-bg, /],
      [{ tokens: { 'color-primary': '#fff' } }, /unknown theme token "color-primary"/],
      [{ tokens: { '--color-primary': 'red;}body{display:none' } }, /value of --color-primary is not allowed/],
      [{ tokens: { '--color-primary': '' } }, /value of --color-primary is not allowed/],
      [{ tokens: { '--color-primary': 'url(javascript:alert(1))' } }, /value of --color-primary is not allowed/],
      [{ tokens: { '--color-primary': 'x'.repeat(121) } }, /value of --color-primary is not allowed/],
      [{ logoUrl: 'javascript:alert(1)' }, /logoUrl must be empty, a path starting with \/ or an http\(s\) URL/],
      [{ faviconUrl: '/icon.svg" onload="x' }, /faviconUrl must be empty/],
      [{ logoUrl: '//evil.example.com/x.svg' }, /logoUrl must be empty/],
      [{ tokens: { '--color-primary': 5 } }, /tokens/],
      [{ colour: 'red' }, /colour|additional/i],
    ];
    for (const [payload, detail] of cases) {
      const res = await setTheme('LUCKY', payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json()).toMatchObject({ success: false, value: null, code: 'VALIDATION', detail: expect.any(String) });
      expect([payload, res.json().detail]).toEqual([payload, expect.stringMatching(detail)]);
    }
    expect((await css()).body).toBe(before);
    const unknown = await setTheme('NOPE', { reset: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
  });

  it('refuses a colour pair that fails WCAG AA (400 THEME_CONTRAST naming the pair), changing nothing', async () => {
    const before = (await css()).body;
    const res = await setTheme('LUCKY', { tokens: { '--color-on-primary': '#ffffff' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'THEME_CONTRAST',
      field: 'tokens.--color-on-primary',
      detail: expect.stringMatching(/--color-on-primary on --color-primary is [\d.]+:1; WCAG AA needs 4.5:1/),
    });
    expect((await css()).body).toBe(before);
  });
});
