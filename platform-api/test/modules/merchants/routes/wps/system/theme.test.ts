import { REMOTE_NAMES, isModuleEnabled } from 'shared-contracts';
import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

const LUCKY = { host: 'lucky.localhost:8080' };
const DEMO = { host: '127.0.0.1:8080' };

describe.each(BACKENDS)("a merchant's brand per Host on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const css = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/wps/system/theme.css', headers });
  const config = async (headers: Record<string, string>) =>
    (await getJson(t.app, '/wps/system/config', headers)).body.value;
  const invalidate = async (code: string) => t.app.cache.invalidate((await t.app.merchants.findByCode(code))!.id);

  describe('GET /wps/system/theme.css', () => {
    it("answers the Host's merchant's overrides as :root custom properties, DEMO gold and LUCKY violet", async () => {
      const demo = await css(DEMO);
      const lucky = await css(LUCKY);
      for (const res of [demo, lucky]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        expect(res.body).toMatch(/^:root\{(--[a-z-]+:[^;{}]+;?)+\}\n$/);
      }
      expect(demo.body).toContain('--color-primary:#f5b400');
      expect(lucky.body).toContain('--color-primary:#a674ff');
      expect(lucky.body).toContain('--color-on-primary:#1a0b2e');
      expect(demo.headers.etag).not.toBe(lucky.headers.etag);
      // An unknown Host falls back to MERCHANT_CODE (DEMO).
      expect((await css({ host: 'elsewhere.example.org' })).body).toBe(demo.body);
    });

    it('answers 304 without a body when If-None-Match names the current ETag, weak or strong, and 200 otherwise', async () => {
      const etag = String((await css(LUCKY)).headers.etag);
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const res = await css({ ...LUCKY, 'if-none-match': tag });
        expect([tag, res.statusCode]).toEqual([tag, 304]);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
      }
      expect((await css({ ...LUCKY, 'if-none-match': '"stale"' })).statusCode).toBe(200);
      // DEMO's copy is not LUCKY's.
      expect((await css({ ...DEMO, 'if-none-match': etag })).statusCode).toBe(200);
    });

    it('never emits unknown tokens or unsafe values, even when stored behind the API', async () => {
      await t.db.query(`UPDATE merchants SET theme_tokens = theme_tokens || $1::jsonb WHERE code = 'LUCKY'`, [
        JSON.stringify({
          '--color-text': 'red;}body{display:none',
          '--evil': '#000',
          '--color-focus': 'url(javascript:alert(1))',
          '--radius-lg': '</style><script>',
        }),
      ]);
      await invalidate('LUCKY');
      try {
        const res = await css(LUCKY);
        expect(res.body).toContain('--color-primary:#a674ff');
        expect(res.body).not.toMatch(/display:none|--evil|script|--color-text:|javascript:|<|>/);
        expect(res.body.match(/[{}]/g)).toEqual(['{', '}']);
        // The config's theme drops them too (the shell never sees them).
        const { tokens } = (await config(LUCKY)).theme;
        expect(tokens['--color-primary']).toBe('#a674ff');
        for (const bad of ['--evil', '--color-text', '--color-focus', '--radius-lg'])
          expect(tokens).not.toHaveProperty(bad);
      } finally {
        // Back to the seed's tokens (it sets --color-text, not --color-focus or --radius-lg).
        await t.db.query(
          `UPDATE merchants SET theme_tokens = (theme_tokens - '--evil' - '--radius-lg' - '--color-focus') || $1::jsonb
           WHERE code = 'LUCKY'`,
          [JSON.stringify({ '--color-text': '#f3eefc' })],
        );
        await invalidate('LUCKY');
      }
    });
  });

  describe('permission config per Host', () => {
    it("carries each merchant's name, currency, languages and theme", async () => {
      const demo = await config(DEMO);
      const lucky = await config(LUCKY);
      expect(demo).toMatchObject({ merchantCode: 'DEMO', merchantName: 'Demo Casino', currency: 'VND' });
      expect(lucky).toMatchObject({
        merchantCode: 'LUCKY',
        merchantName: 'Lucky Star',
        currency: 'USD',
        currencySymbol: '$',
        languages: ['EN', 'ZH', 'TY'],
        domainRoute: [
          { domain: 'agent.lucky.localhost', route: '/agent' },
          { domain: 'lucky.localhost', route: '/' },
          { domain: 'www.lucky.localhost', route: 'main' },
        ],
      });
      expect(demo.theme).toEqual({
        tokens: expect.objectContaining({ '--color-primary': '#f5b400' }),
        logoUrl: '/assets/logo/DEMO.svg',
        faviconUrl: '/assets/favicon/DEMO.svg',
      });
      expect(lucky.theme).toEqual({
        tokens: expect.objectContaining({ '--color-primary': '#a674ff', '--color-on-primary': '#1a0b2e' }),
        logoUrl: '/assets/logo/LUCKY.svg',
        faviconUrl: '/assets/favicon/LUCKY.svg',
      });
      expect(lucky.publicKey).not.toBe(demo.publicKey);
    });

    it('lists every remote for both; LUCKY has mf-lottery and mf-points off and no points module', async () => {
      const enabled = (c: { remotes: { name: string; enabled: boolean }[] }) =>
        c.remotes.filter((r) => r.enabled).map((r) => r.name);
      const demo = await config(DEMO);
      const lucky = await config(LUCKY);
      expect(enabled(demo)).toEqual([...REMOTE_NAMES]);
      expect(lucky.remotes.map((r: { name: string }) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(enabled(lucky)).toEqual(REMOTE_NAMES.filter((n) => n !== 'mf_lottery' && n !== 'mf_points'));
      expect(isModuleEnabled(demo.whitelabel, 'POINTS3')).toBe(true);
      expect(isModuleEnabled(lucky.whitelabel, 'POINTS3')).toBe(false);
    });

    it('offers LUCKY no lottery vendor lanes, DEMO its lottery lanes', async () => {
      const categories = async (headers: Record<string, string>) => {
        const { body } = await getJson(t.app, '/wps/game/vendor', headers);
        return (body.value.data.lanes as { gameCategory: string; vendors: unknown[] }[])
          .filter((l) => l.vendors.length > 0)
          .map((l) => l.gameCategory);
      };
      expect(await categories(DEMO)).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']));
      const lucky = await categories(LUCKY);
      expect(lucky).toEqual(expect.arrayContaining(['RNG', 'LIVE']));
      expect(lucky).not.toContain('LOTT');
      expect(lucky).not.toContain('ELOTT');
    });
  });
});
