import { BANNER_GROUPS, WHITELABEL_MODULES, isModuleEnabled } from 'shared-contracts';
import { BACKENDS } from '../../../../../helpers/db';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('/wps/system content and errors on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());
  it('whitelabel lists every module id under groups, with the demo modules enabled', async () => {
    const { body } = await getJson(t.app, '/wps/system/whitelabel');
    const children = body.value.flatMap((g: { children: { modId: string }[] }) => g.children.map((c) => c.modId));
    expect(children.sort()).toEqual([...WHITELABEL_MODULES].sort());
    expect(body.value.map((g: { modId: string }) => g.modId)).toEqual(['LOGIN', 'REGISTER', 'GAME', 'MEMBER']);
    for (const on of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'FREEPLAY3',
      'AGENTPOLICY3',
      'VIP3',
      'POINTS3',
      'UPLOADID3',
    ]) {
      expect(isModuleEnabled(body.value, on)).toBe(true);
    }
    for (const off of ['MOBILENUMPASSREG3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3']) {
      expect(isModuleEnabled(body.value, off)).toBe(false);
    }
  });

  it('register settings list step 1 then step 2 fields with bounds and pattern ids', async () => {
    const { body } = await getJson(t.app, '/wps/system/setting/register');
    const fields = body.value.map((r: { field: string }) => r.field);
    expect(fields.slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
    expect(fields).toEqual(
      expect.arrayContaining([
        'mobileNum',
        'verificationCode',
        'email',
        'birthday',
        'affiliateCode',
        'nationality',
        'sourceOfIncome',
      ]),
    );
    const steps = body.value.map((r: { step: number }) => r.step);
    expect(steps).toEqual([...steps].sort());
    expect(body.value.find((r: { field: string }) => r.field === 'occupation')).toMatchObject({
      step: 2,
      acceptedPattern: 'DIGITS',
    });
    for (const r of body.value) expect(r.min).toBeLessThanOrEqual(r.max);
  });

  describe('helpCenter', () => {
    it.each(['EN', 'TY', 'ty'])('answers the term, terms and privacy sections in %s', async (lang) => {
      const { body } = await getJson(t.app, `/wps/system/helpCenter?lang=${lang}&device=WEB`);
      expect(body.value.sections.map((s: { key: string }) => s.key)).toEqual(['term', 'terms', 'privacy']);
      expect(body.value.sections[0].content).toMatch(/^<h2>/);
    });

    it.each(['ZH', 'ja', 'XX'])('falls back to EN for %s (a language without sections, or none)', async (lang) => {
      const { body } = await getJson(t.app, `/wps/system/helpCenter?lang=${lang}&device=WEB`);
      expect(body.value.sections[0].title).toBe('Terms of Use');
    });

    it('answers the sections of a lazy language once the merchant has some (KO)', async () => {
      const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
      await t.db.query(
        `INSERT INTO help_sections (merchant_id, lang, key, title, content, sort) VALUES ($1, 'KO', 'term', '이용약관', '<p>본문</p>', 0)`,
        [merchantId],
      );
      try {
        const { body } = await getJson(t.app, '/wps/system/helpCenter?lang=ko&device=WEB');
        expect(body.value.sections).toEqual([{ key: 'term', title: '이용약관', content: '<p>본문</p>' }]);
      } finally {
        await t.db.query("DELETE FROM help_sections WHERE merchant_id = $1 AND lang = 'KO'", [merchantId]);
      }
    });

    it('rejects a missing device with a 400 VALIDATION envelope naming the field', async () => {
      const { status, body } = await getJson(t.app, '/wps/system/helpCenter?lang=EN');
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        value: null,
        message: 'err_input_empty',
        code: 'VALIDATION',
        field: 'device',
        detail: 'device is required',
      });
    });

    it('rejects a bad device and a too-short lang', async () => {
      const bad = await getJson(t.app, '/wps/system/helpCenter?lang=EN&device=APP');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, value: null, code: 'VALIDATION', field: 'device' });
      expect(bad.body.detail).toContain('device');
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
      expect(missing.body).toMatchObject({
        success: false,
        value: null,
        message: 'err_input_empty',
        code: 'VALIDATION',
      });
      const unknown = await getJson(t.app, '/wps/system/banners?groupName=w_nope');
      expect(unknown.status).toBe(400);
      expect(unknown.body.detail).toMatch(/^groupName must be one of: w_home, /);
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
