import { BANNER_GROUPS, PermissionConfigSchema, REMOTE_NAMES, WHITELABEL_MODULES, isModuleEnabled } from 'shared-contracts';
import { buildApp } from '../../../../src/app';
import { BACKENDS } from '../../../helpers/db';
import { OPERATOR_KEY, getJson, setupApp, type TestApp } from '../../../helpers/app';

describe.each(BACKENDS)('/wps/system on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const setFlags = (maintenance: boolean, region: boolean) =>
    t.db.query("UPDATE merchants SET maintenance = $1, region_restriction = $2 WHERE code = 'DEMO'", [maintenance, region]);

  describe('status', () => {
    afterEach(() => setFlags(false, false));

    it('answers 0 with the visitor IP and customer service when nothing is set', async () => {
      const { status, body } = await getJson(t.app, '/wps/system/status');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        message: null,
        value: { status: 0, ip: '127.0.0.1', customerService: { url: expect.any(String), hours: expect.any(String) } },
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

  describe('config', () => {
    it('has every field of PermissionConfigSchema, read from the database', async () => {
      const { status, body, headers } = await getJson(t.app, '/wps/system/config');
      expect(status).toBe(200);
      expect(headers['access-control-allow-origin']).toBe('*');
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
        languages: ['EN', 'TY'],
        merchantWallet: { isSingle: true },
      });
      const { rows } = await t.db.query<{ public_key: string }>("SELECT public_key FROM merchants WHERE code = 'DEMO'");
      expect(v.publicKey).toBe(rows[0]!.public_key);
      expect(JSON.stringify(body)).not.toContain('privateKey');
      expect(v.remotes.map((r: { name: string }) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(v.remotes[1]).toEqual({ name: 'mf_games', entry: '/remotes/mf-games/mf-manifest.json', enabled: true });
      expect(Object.keys(v.resources).sort()).toEqual(['ANDROID', 'BLOG', 'CUSTOMER_SERVICE', 'IOS', 'MOBILE_CONFIG']);
      expect(v.resources.ANDROID).toEqual({ resourceType: 'ANDROID', labelNameEn: 'Android', url: expect.stringMatching(/^https:/) });
      expect(v.domainRoute).toEqual([
        { domain: '127.0.0.1', route: '/' },
        { domain: 'localhost', route: '/' },
      ]);
      expect(isModuleEnabled(v.whitelabel, 'USERNAMEREG3')).toBe(true);
      expect(isModuleEnabled(v.whitelabel, 'REGMOBVERF3')).toBe(false);
      expect(v.registerRules.find((r: { field: string }) => r.field === 'username')).toMatchObject({ required: true, step: 1 });
    });

    it('reflects a database change on the very next call (no caching)', async () => {
      await t.db.query("UPDATE merchants SET gtag_id = 'G-TEST', currency_symbol = 'đ' WHERE code = 'DEMO'");
      const v = (await getJson(t.app, '/wps/system/config')).body.value;
      expect(v.analytics.gtagId).toBe('G-TEST');
      expect(v.currencySymbol).toBe('đ');
      await t.db.query("UPDATE merchants SET gtag_id = NULL, currency_symbol = '₫' WHERE code = 'DEMO'");
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
        config: { remotesMode: 'dev', imageCdns: ['https://img1.example.com', 'https://img2.example.com'], operatorKey: OPERATOR_KEY, merchantCode: 'DEMO' },
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

    it('falls back to MERCHANT_CODE for an unknown host', async () => {
      const res = await getJson(t.app, '/wps/system/domainRoute', { host: 'unknown.example.org' });
      expect(res.body.value.mainDomain).toBe('localhost');
    });
  });

  it('whitelabel lists every module id under groups, with the demo modules enabled', async () => {
    const { body } = await getJson(t.app, '/wps/system/whitelabel');
    const children = body.value.flatMap((g: { children: { modId: string }[] }) => g.children.map((c) => c.modId));
    expect(children.sort()).toEqual([...WHITELABEL_MODULES].sort());
    expect(body.value.map((g: { modId: string }) => g.modId)).toEqual(['LOGIN', 'REGISTER', 'GAME', 'MEMBER']);
    for (const on of ['USERNAMEREG3', 'MOBILENUMREG3', 'FREEPLAY3', 'AGENTPOLICY3', 'VIP3', 'POINTS3', 'UPLOADID3']) {
      expect(isModuleEnabled(body.value, on)).toBe(true);
    }
    for (const off of ['REGMOBVERF3', 'MOBILENUMPASSREG3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3']) {
      expect(isModuleEnabled(body.value, off)).toBe(false);
    }
  });

  it('register settings list step 1 then step 2 fields with bounds and pattern ids', async () => {
    const { body } = await getJson(t.app, '/wps/system/setting/register');
    const fields = body.value.map((r: { field: string }) => r.field);
    expect(fields.slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode', 'email', 'birthday', 'affiliateCode', 'nationality', 'sourceOfIncome']));
    const steps = body.value.map((r: { step: number }) => r.step);
    expect(steps).toEqual([...steps].sort());
    expect(body.value.find((r: { field: string }) => r.field === 'occupation')).toMatchObject({ step: 2, acceptedPattern: 'DIGITS' });
    for (const r of body.value) expect(r.min).toBeLessThanOrEqual(r.max);
  });

  describe('helpCenter', () => {
    it.each(['EN', 'TY', 'ty'])('answers the term, terms and privacy sections in %s', async (lang) => {
      const { body } = await getJson(t.app, `/wps/system/helpCenter?lang=${lang}&device=WEB`);
      expect(body.value.sections.map((s: { key: string }) => s.key)).toEqual(['term', 'terms', 'privacy']);
      expect(body.value.sections[0].content).toMatch(/^<h2>/);
    });

    it('falls back to EN for a language without sections', async () => {
      const { body } = await getJson(t.app, '/wps/system/helpCenter?lang=ZH&device=WEB');
      expect(body.value.sections[0].title).toBe('Terms of Use');
    });

    it('rejects a missing device with a 400 VALIDATION envelope naming the field', async () => {
      const { status, body } = await getJson(t.app, '/wps/system/helpCenter?lang=EN');
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, value: null, message: 'Input cannot be empty', code: 'VALIDATION', field: 'device' });
    });

    it('rejects a bad device and a too-short lang', async () => {
      const bad = await getJson(t.app, '/wps/system/helpCenter?lang=EN&device=APP');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'device' });
      expect(bad.body.message).toContain('device');
      const short = await getJson(t.app, '/wps/system/helpCenter?lang=E&device=WEB');
      expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'lang' });
    });
  });

  describe('banners', () => {
    it.each([...BANNER_GROUPS])('has banners for %s with generated image URLs', async (group) => {
      const { body } = await getJson(t.app, `/wps/system/banners?groupName=${group}`);
      expect(body.value.list.length).toBeGreaterThanOrEqual(group === 'w_home' ? 3 : 1);
      for (const b of body.value.list) {
        expect(b).toEqual({
          id: expect.any(Number),
          url: `/assets/banner/${b.id}.svg`,
          title: expect.any(String),
          linkageType: expect.stringMatching(/^(NONE|URL|ROUTE|GAME)$/),
          linkage: expect.any(String),
          groupName: group,
        });
      }
    });

    it('w_home has exactly three banners in order', async () => {
      const { body } = await getJson(t.app, '/wps/system/banners?groupName=w_home');
      expect(body.value.list.map((b: { linkageType: string }) => b.linkageType)).toEqual(['ROUTE', 'GAME', 'URL']);
    });

    it('rejects a missing or unknown group with 400 VALIDATION', async () => {
      const missing = await getJson(t.app, '/wps/system/banners');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, value: null, message: 'Input cannot be empty', code: 'VALIDATION' });
      const unknown = await getJson(t.app, '/wps/system/banners?groupName=w_nope');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/^groupName must be one of: w_home, /);
    });
  });

  describe('errors', () => {
    it('answers unknown /wps paths with a 404 NOT_FOUND envelope', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: '/wps/system/nope' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, value: null, code: 'NOT_FOUND' });
      }
    });

    it('never answers 500 for malformed input', async () => {
      const bad = ['/wps/system/banners?groupName[]=x', '/wps/system/banners?groupName=' + 'x'.repeat(5000)];
      for (const url of bad) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, value: null, code: 'VALIDATION' });
      }
      // A broken percent-escape is kept verbatim by the query parser: a valid 3-letter lang.
      const odd = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=%ZZ&device=WEB' });
      expect(odd.statusCode).toBe(200);
    });
  });
});
