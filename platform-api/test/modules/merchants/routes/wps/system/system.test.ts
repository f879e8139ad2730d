/** @pglite: the system routes on the embedded database too. */
import { PermissionConfigSchema, REMOTE_NAMES, isModuleEnabled } from 'shared-contracts';
import { buildApp } from '../../../../../../src/app';
import { BACKENDS } from '../../../../../helpers/db';
import { OPS_AUTH, getJson, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('/wps/system on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  // Through the operator API: its change invalidates the cached status and config at once.
  const setFlags = async (maintenance: boolean, region: boolean) => {
    for (const [flag, on] of [
      ['maintenance', maintenance],
      ['region-restriction', region],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/ops/merchants/DEMO/${flag}`,
        headers: { authorization: OPS_AUTH },
        payload: { on },
      });
      expect(res.statusCode).toBe(200);
    }
  };

  describe('status', () => {
    afterEach(() => setFlags(false, false));

    it('answers 0 with the visitor IP and customer service when nothing is set', async () => {
      const { status, body } = await getJson(t.app, '/wps/system/status');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        message: null,
        value: { status: 0, ip: '127.0.0.1', customerService: { url: expect.any(String), hours: expect.any(Object) } },
      });
    });

    it.each([
      [false, true, 2],
      [true, false, 1],
      [true, true, 1],
    ])('maintenance=%s region=%s gives status %s (maintenance wins)', async (m, r, expected) => {
      await setFlags(m, r);
      expect((await getJson(t.app, '/wps/system/status')).body.value.status).toBe(expected);
      expect((await getJson(t.app, '/wps/system/config')).body.value.status).toBe(expected);
    });
  });

  describe('CORS', () => {
    it('names a brand’s own origin (any port or scheme) and no other', async () => {
      for (const origin of ['http://lucky.localhost:8080', 'https://localhost', 'http://127.0.0.1:3001'])
        expect([
          origin,
          (await getJson(t.app, '/wps/system/config', { origin })).headers['access-control-allow-origin'],
        ]).toEqual([origin, origin]);
      for (const origin of ['http://evil.example', 'http://localhost.evil.example', 'null'])
        expect([
          origin,
          (await getJson(t.app, '/wps/system/config', { origin })).headers['access-control-allow-origin'],
        ]).toEqual([origin, undefined]);
    });
  });

  describe('config', () => {
    it('has every field of PermissionConfigSchema, read from the database', async () => {
      const { status, body } = await getJson(t.app, '/wps/system/config');
      expect(status).toBe(200);
      const v = body.value;
      expect(Object.keys(v).sort()).toEqual(Object.keys(PermissionConfigSchema.properties).sort());
      expect(v).toMatchObject({
        merchantCode: 'DEMO',
        merchantName: 'Demo Casino',
        currency: 'VND',
        currencySymbol: '₫',
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '127.0.0.1' },
        analytics: { gtagId: null },
        imageCDNs: [''],
        launchGameCDNs: [''],
        languages: ['EN', 'TY', 'ZH', 'JA', 'TH', 'TL', 'KO'],
        merchantWallet: { isSingle: true },
      });
      const { rows } = await t.db.query<{ public_key: string }>("SELECT public_key FROM merchants WHERE code = 'DEMO'");
      expect(v.publicKey).toBe(rows[0]!.public_key);
      expect(JSON.stringify(body)).not.toContain('privateKey');
      expect(v.remotes.map((r: { name: string }) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(v.remotes[1]).toEqual({
        name: 'mf_games',
        entry: '/remotes/mf-games/mf-manifest.json',
        enabled: true,
        version: null,
      });
      expect(Object.keys(v.resources).sort()).toEqual(['ANDROID', 'BLOG', 'CUSTOMER_SERVICE', 'IOS', 'MOBILE_CONFIG']);
      expect(v.resources.ANDROID).toEqual({
        resourceType: 'ANDROID',
        labelNameEn: 'Android',
        url: expect.stringMatching(/^https:/),
      });
      expect(v.domainRoute).toEqual([
        { domain: '127.0.0.1', route: '/' },
        { domain: 'localhost', route: '/' },
      ]);
      expect(isModuleEnabled(v.whitelabel, 'USERNAMEREG3')).toBe(true);
      expect(isModuleEnabled(v.whitelabel, 'REGMOBVERF3')).toBe(true);
      expect(v.registration).toEqual({ minAge: 21, philippines: false, securityQuestions: true });
      expect(v.registerRules.find((r: { field: string }) => r.field === 'username')).toMatchObject({
        required: true,
        step: 1,
      });
    });

    it('serves a cached config until the merchant is invalidated, then the database change', async () => {
      const before = (await getJson(t.app, '/wps/system/config')).body.value;
      await t.db.query("UPDATE merchants SET gtag_id = 'G-TEST', currency_symbol = 'đ' WHERE code = 'DEMO'");
      // A change behind the API's back: the cached answer stays (until the TTL) …
      expect((await getJson(t.app, '/wps/system/config')).body.value.currencySymbol).toBe(before.currencySymbol);
      // … and an invalidation (what every service that changes merchant data does) shows it at once.
      const { rows } = await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'");
      await t.app.cache.invalidate(rows[0]!.id);
      const v = (await getJson(t.app, '/wps/system/config')).body.value;
      expect(v.analytics.gtagId).toBe('G-TEST');
      expect(v.currencySymbol).toBe('đ');
      await t.db.query("UPDATE merchants SET gtag_id = NULL, currency_symbol = '₫' WHERE code = 'DEMO'");
      await t.app.cache.invalidate(rows[0]!.id);
    });

    it("gives each brand's dial code: its market's country (DEMO Vietnam, PH the Philippines, LUCKY the US)", async () => {
      for (const [host, dialCode] of [
        ['localhost', '84'],
        ['ph.localhost', '63'],
        ['lucky.localhost', '1'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { host } });
        expect(res.json().value.dialCode).toBe(dialCode);
      }
    });

    it("gives each brand's mobile digit count (SPEC §9): 6–15 by default, exactly 10 in the Philippines", async () => {
      for (const [host, phoneDigits] of [
        ['localhost', { min: 6, max: 15 }],
        ['ph.localhost', { min: 10, max: 10 }],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: '/wps/system/config', headers: { host } });
        expect(res.json().value.phoneDigits).toEqual(phoneDigits);
      }
    });

    it('uses the request IP for location.ip', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/system/config', remoteAddress: '203.0.113.9' });
      expect(res.json().value.location.ip).toBe('203.0.113.9');
    });
  });

  describe('config options', () => {
    it('answers dev-server entries with REMOTES_MODE=dev and the IMAGE_CDNS override', async () => {
      const dev = await buildApp({
        db: t.db,
        config: {
          remotesMode: 'dev',
          imageCdns: ['https://img1.example.com', 'https://img2.example.com'],
          merchantCode: 'DEMO',
        },
      });
      try {
        const v = (await getJson(dev, '/wps/system/config')).body.value;
        expect(v.remotes.map((r: { entry: string }) => r.entry)).toEqual(
          [3001, 3002, 3003, 3004, 3005, 3006].map((port) => `http://127.0.0.1:${port}/mf-manifest.json`),
        );
        expect(v.imageCDNs).toEqual(['https://img1.example.com', 'https://img2.example.com']);
      } finally {
        await dev.close();
      }
    });
  });

  describe('merchant resolution', () => {
    beforeAll(async () => {
      await t.db.query(
        `INSERT INTO merchants (code, name, currency, currency_symbol, public_key, private_key)
         VALUES ('OTHER', 'Other Casino', 'PHP', '₱', 'pk', 'sk')`,
      );
      await t.db.query(
        "INSERT INTO domain_routes (merchant_id, domain) SELECT id, 'other.example.com' FROM merchants WHERE code = 'OTHER'",
      );
    });

    it('routes by Host (port ignored) through domain_routes', async () => {
      const res = await getJson(t.app, '/wps/system/domainRoute', { host: 'other.example.com:8080' });
      expect(res.body.value).toEqual({ mainDomain: '', routes: [{ domain: 'other.example.com', route: '/' }] });
    });

    it('a brand’s other hosts carry their landing: "main" forwards to the main domain, a path is where one lands', async () => {
      const res = await getJson(t.app, '/wps/system/domainRoute', { host: 'www.lucky.localhost' });
      expect(res.body.value).toEqual({
        mainDomain: 'lucky.localhost',
        routes: [
          { domain: 'agent.lucky.localhost', route: '/agent' },
          { domain: 'lucky.localhost', route: '/' },
          { domain: 'www.lucky.localhost', route: 'main' },
        ],
      });
    });

    it('falls back to MERCHANT_CODE for an unknown host', async () => {
      const res = await getJson(t.app, '/wps/system/domainRoute', { host: 'unknown.example.org' });
      expect(res.body.value.mainDomain).toBe('localhost');
    });
  });
});
