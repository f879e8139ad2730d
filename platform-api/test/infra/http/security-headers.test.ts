import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, setupApp, type TestApp } from '../../helpers/app';

/** Security headers on every answer (issue 28): a public read, an error, an operator call. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp('postgres');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it.each(['/wps/system/status', '/wps/no-such-route', '/ops/merchants', '/healthz'])('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'content-security-policy': "frame-ancestors 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'cross-origin',
    });
    // HSTS only in production (behind TLS): a development answer over http carries none.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('production adds HSTS', async () => {
    const app = await buildTestApp(t.db, { production: true });
    try {
      const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

/** The pages' content-security policies: the player site's per merchant, the console's own. */
describe('content security policy of the pages', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await setupApp('postgres');
    const root = mkdtempSync(join(tmpdir(), 'api-csp-'));
    for (const dir of ['shell/dist', 'console/dist']) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'index.html'), '<!doctype html><head><title>x</title></head>');
    }
    app = await buildTestApp(t.db, { staticRoot: root });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  const policyOf = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    ) as Record<string, string[]>;
  };

  it('lets the site run scripts from itself only while its remotes are served here', async () => {
    const p = await policyOf('/member');
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['base-uri']).toEqual(["'self'"]);
    expect(p['frame-ancestors']).toEqual(["'self'"]);
    expect(p['default-src']).toEqual(["'self'"]);
  });

  it('adds exactly a remote’s CDN origin, the launch CDNs and the Google tag when the merchant has them', async () => {
    await t.db.query(
      `UPDATE merchant_remotes SET entry = 'https://cdn.example:8443/mf-games/mf-manifest.json'
       WHERE name = 'mf_games' AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    );
    await t.db.query(
      `UPDATE merchants SET gtag_id = 'G-TEST1', launch_game_cdns = '{https://games.example/launch/}' WHERE code = 'DEMO'`,
    );
    await app.cache.invalidateAll();
    const p = await policyOf('/');
    expect(p['script-src']).toEqual(["'self'", 'https://cdn.example:8443', 'https://www.googletagmanager.com']);
    expect(p['connect-src']).toContain('https://cdn.example:8443');
    expect(p['frame-src']).toEqual(["'self'", 'https://games.example']);
    // Another brand keeps its own policy.
    const lucky = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', host: 'lucky.localhost' },
    });
    expect(lucky.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('gives the console its own policy', async () => {
    const p = await policyOf('/console/');
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['object-src']).toEqual(["'none'"]);
  });
});
