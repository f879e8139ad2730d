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
