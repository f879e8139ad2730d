/** Help-centre sections (terms, privacy) written from the console and read by the player site (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { LUCKY_HOST } from '../../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../../helpers/payments';

describe.each(BACKENDS)('help centre (/ops/content/help) and the preview on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_support', 'demo_finance', 'lucky_marketing']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const site = async (lang: string) =>
    (
      await t.app.inject({ url: `/wps/system/helpCenter?lang=${lang}&device=WEB`, headers: { host: LUCKY_HOST } })
    ).json().value.sections as Json[];
  const audit = async (action: string) =>
    (await call('demo_owner', 'GET', `/ops/audit?action=${action}`)).body.value.list;
  const XSS = '<p><b>New</b> terms<img src="x" onerror="alert(1)"><script>alert(1)</script></p>';

  it('lists a brand’s sections by its languages (its first by default)', async () => {
    const res = await call('lucky_marketing', 'GET', '/ops/content/help?merchant=LUCKY');
    expect(res.status).toBe(200);
    expect(res.body.value.languages).toEqual(['EN', 'ZH', 'TY']);
    expect(res.body.value.lang).toBe('EN');
    expect(res.body.value.list.map((s: Json) => s.key)).toEqual(expect.arrayContaining(['terms', 'privacy']));
    const ja = await call('lucky_marketing', 'GET', '/ops/content/help?merchant=LUCKY&lang=JA');
    expect([ja.status, ja.body.code, ja.body.field]).toEqual([400, 'VALIDATION', 'lang']);
  });

  it('edits the EN terms: stored sanitised, shown by the site, audited', async () => {
    await site('EN'); // warms the cache
    const res = await call('lucky_marketing', 'PUT', '/ops/content/help/EN/terms?merchant=LUCKY', {
      title: 'Terms and Conditions',
      content: XSS,
      sort: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.content).toBe('<p><b>New</b> terms<img src="x" /></p>');
    const terms = (await site('EN')).find((s) => s.key === 'terms');
    expect(terms.content).toContain('<b>New</b> terms');
    expect(terms.content).not.toMatch(/onerror|script/);
    const [entry] = await audit('help.update');
    expect(entry).toMatchObject({ actor: 'lucky_marketing', subjectType: 'help_section', subjectId: 'EN/terms' });
    expect(entry.before.content).not.toContain('New');

    const missing = await call('lucky_marketing', 'PUT', '/ops/content/help/EN/nothing?merchant=LUCKY', {
      title: 'x',
      content: '<p>x</p>',
      sort: 0,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('adds a ZH privacy section once (a taken key is refused), shown to the site in ZH', async () => {
    const body = { lang: 'ZH', key: 'privacy', title: '隐私政策', content: '<p>我们保护您的数据</p>', sort: 2 };
    const made = await call('lucky_marketing', 'POST', '/ops/content/help?merchant=LUCKY', body);
    expect(made.status).toBe(200);
    expect((await site('ZH')).map((s) => s.title)).toContain('隐私政策');
    expect((await audit('help.create'))[0].subjectId).toBe('ZH/privacy');
    const again = await call('lucky_marketing', 'POST', '/ops/content/help?merchant=LUCKY', body);
    expect([again.status, again.body.code, again.body.field]).toEqual([400, 'VALIDATION', 'key']);
  });

  it.each([
    ['a key with spaces', { key: 'my key' }, 'key'],
    ['a language the brand lacks', { lang: 'KO' }, 'lang'],
    ['markup in the title', { title: '<i>x</i>' }, 'title'],
    ['a body that keeps nothing', { content: '<script>x</script>' }, 'content'],
  ])('refuses %s: 400 VALIDATION naming the field', async (_, over, field) => {
    const res = await call('lucky_marketing', 'POST', '/ops/content/help?merchant=LUCKY', {
      lang: 'EN',
      key: 'faq',
      title: 'FAQ',
      content: '<p>Questions</p>',
      sort: 3,
      ...over,
    });
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION', field]);
  });

  it('previews HTML as it would be kept, without saving; writers only', async () => {
    const res = await call('lucky_marketing', 'POST', '/ops/content/preview?merchant=LUCKY', {
      content: `${XSS}<a href="javascript:alert(1)">x</a>`,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.content).toBe('<p><b>New</b> terms<img src="x" /></p><a rel="noopener noreferrer">x</a>');
    expect((await call('demo_support', 'POST', '/ops/content/preview?merchant=DEMO', { content: 'x' })).status).toBe(
      403,
    );
    expect((await call('lucky_marketing', 'POST', '/ops/content/preview?merchant=DEMO', { content: 'x' })).status).toBe(
      403,
    );
  });

  it('lets only marketing and admins write, and readers read', async () => {
    expect((await call('demo_finance', 'GET', '/ops/content/help?merchant=DEMO')).status).toBe(403);
    expect((await call('demo_support', 'GET', '/ops/content/help?merchant=DEMO')).status).toBe(200);
    const put = await call('demo_support', 'PUT', '/ops/content/help/EN/terms?merchant=DEMO', {
      title: 'x',
      content: '<p>x</p>',
      sort: 0,
    });
    expect(put.status).toBe(403);
  });
});
