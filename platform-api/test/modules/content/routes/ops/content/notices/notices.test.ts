/** Notices and announcements written from the console and read by the player site (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../../helpers/payments';
import { bearer, memberId, tokenFor } from '../../../../../../helpers/tokens';

const HOUR = 3_600_000;
const DEMO_HOST = 'localhost';

describe.each(BACKENDS)('notices and announcements (/ops/content/notices, /announcements) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  let player: Record<string, string>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_support', 'demo_finance', 'lucky_marketing']);
    player = bearer(await tokenFor(t, await memberId(t, 'demo_player')));
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const site = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers: { host: DEMO_HOST, ...headers } })).json().value as Json;
  const popups = async (headers: Record<string, string> = {}) =>
    (await site('/wps/system/notice?types=PU', headers)).popup as Json[];
  const audit = async (action: string) =>
    (await call('demo_owner', 'GET', `/ops/audit?action=${action}`)).body.value.list;
  const popup = (over: object = {}) => ({
    kind: 'POPUP',
    title: 'Visitors only',
    content: '<p><strong>Hello</strong> <img src="/x.png" onerror="alert(1)"><script>alert(2)</script></p>',
    execution: 'F',
    sort: 0,
    ...over,
  });

  it('adds an F popup with its HTML sanitised: a visitor sees it, a signed-in member does not; audited', async () => {
    expect((await popups()).map((p) => p.title)).not.toContain('Visitors only'); // warms the cache
    const made = await call('demo_admin', 'POST', '/ops/content/notices?merchant=DEMO', popup());
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ kind: 'POPUP', execution: 'F', promotionType: null, status: 'LIVE' });
    expect(made.body.value.content).toBe('<p><strong>Hello</strong> <img src="/x.png" /></p>');

    const seen = (await popups()).find((p) => p.title === 'Visitors only');
    expect(seen.content).toContain('<strong>Hello</strong>');
    expect(seen.content).not.toMatch(/onerror|<script/i);
    expect((await popups(player)).map((p) => p.title)).not.toContain('Visitors only');

    const [entry] = await audit('notice.create');
    expect(entry).toMatchObject({ actor: 'demo_admin', subjectType: 'notice', subjectId: String(made.body.value.id) });
    expect(entry.after.content).not.toMatch(/onerror|script/);
  });

  it('edits a popup to members only (B) and deletes it, each audited; the list pages by kind with statuses', async () => {
    const { id } = (await call('demo_admin', 'POST', '/ops/content/notices?merchant=DEMO', popup({ title: 'Soon' })))
      .body.value;
    const future = { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: null };
    const edited = await call('demo_admin', 'PUT', `/ops/content/notices/${id}?merchant=DEMO`, {
      ...popup({ title: 'Members', execution: 'B', content: '<a href="javascript:alert(1)">x</a><em>y</em>' }),
      ...future,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value).toMatchObject({ title: 'Members', execution: 'B', status: 'SCHEDULED' });
    expect(edited.body.value.content).not.toContain('javascript');
    expect((await audit('notice.update'))[0]).toMatchObject({ before: { title: 'Soon' }, after: { title: 'Members' } });
    // Scheduled: nobody sees it yet.
    expect((await popups(player)).map((p) => p.title)).not.toContain('Members');

    const listed = await call('demo_support', 'GET', '/ops/content/notices?merchant=DEMO&kind=POPUP&pageSize=50');
    expect(listed.status).toBe(200);
    expect(listed.body.value.list.every((n: Json) => n.kind === 'POPUP')).toBe(true);
    expect(listed.body.value.list.find((n: Json) => n.id === id).status).toBe('SCHEDULED');
    const one = await call('demo_support', 'GET', '/ops/content/notices?merchant=DEMO&pageSize=1&pageNo=2');
    expect(one.body.value).toMatchObject({ pageNo: 2, pageSize: 1 });
    expect(one.body.value.list).toHaveLength(1);
    expect(one.body.value.totalPages).toBe(one.body.value.total);

    const gone = await call('demo_admin', 'DELETE', `/ops/content/notices/${id}?merchant=DEMO`);
    expect([gone.status, gone.body.value.id]).toEqual([200, id]);
    expect((await audit('notice.delete'))[0]).toMatchObject({ subjectId: String(id), after: null });
    expect((await call('demo_admin', 'DELETE', `/ops/content/notices/${id}?merchant=DEMO`)).status).toBe(404);
  });

  it.each([
    ['a popup without its audience', popup({ execution: undefined }), 'execution'],
    ['a promotion without its type', popup({ kind: 'PROMOTION', execution: undefined }), 'promotionType'],
    ['an unknown audience', popup({ execution: 'Z' }), 'execution'],
    ['markup in the title', popup({ title: '<b>x</b>' }), 'title'],
    ['a body that is only a script', popup({ content: '<script>alert(1)</script>' }), 'content'],
    ['a window that ends first', popup({ startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }), 'endsAt'],
    ['an unknown field', popup({ colour: 'red' }), 'colour'],
  ])('refuses %s: 400 VALIDATION naming the field', async (_, body, field) => {
    const res = await call('demo_admin', 'POST', '/ops/content/notices?merchant=DEMO', body);
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION', field]);
  });

  it('lets only marketing and admins of the brand write, and its readers read', async () => {
    expect((await call('demo_support', 'POST', '/ops/content/notices?merchant=DEMO', popup())).status).toBe(403);
    expect((await call('demo_finance', 'GET', '/ops/content/notices?merchant=DEMO')).status).toBe(403);
    expect((await call('lucky_marketing', 'GET', '/ops/content/notices?merchant=DEMO')).status).toBe(403);
    expect(
      (
        await call('lucky_marketing', 'POST', '/ops/content/announcements?merchant=DEMO', {
          title: 'x',
          content: 'x',
          audience: 'A',
        })
      ).status,
    ).toBe(403);
    expect((await call('demo_support', 'DELETE', '/ops/content/announcements/1?merchant=DEMO')).status).toBe(403);
  });

  describe('announcements', () => {
    const announcement = (over: object = {}) => ({
      title: 'Members’ news',
      content: '<h2>News</h2><p onclick="x()">Read <a href="https://example.com">more</a></p>',
      promotionType: 'FIRST_DEPOSIT',
      audience: 'B',
      ...over,
    });
    const shown = async (headers: Record<string, string> = {}) =>
      ((await site('/wps/system/announcements?pageSize=9', headers)).list as Json[]).map((a) => a.title);

    it('adds one for members (sanitised, audited), edits it for visitors and deletes it', async () => {
      expect(await shown(player)).not.toContain('Members’ news');
      const made = await call('demo_admin', 'POST', '/ops/content/announcements?merchant=DEMO', announcement());
      expect(made.status).toBe(200);
      expect(made.body.value).toMatchObject({ audience: 'B', promotionType: 'FIRST_DEPOSIT', status: 'LIVE' });
      expect(made.body.value.content).not.toContain('onclick');
      expect(made.body.value.content).toContain('rel="noopener noreferrer"');
      expect(await shown(player)).toContain('Members’ news');
      expect(await shown()).not.toContain('Members’ news');
      const { id } = made.body.value;
      expect((await audit('announcement.create'))[0]).toMatchObject({ subjectId: String(id), actor: 'demo_admin' });

      const listed = await call('demo_support', 'GET', '/ops/content/announcements?merchant=DEMO');
      expect(listed.body.value.list[0]).toMatchObject({ id, status: 'LIVE' });

      const edited = await call('demo_admin', 'PUT', `/ops/content/announcements/${id}?merchant=DEMO`, {
        ...announcement({ audience: 'F', promotionType: null }),
        endsAt: new Date(Date.now() - HOUR).toISOString(),
      });
      expect(edited.body.value).toMatchObject({ audience: 'F', promotionType: null, status: 'ENDED' });
      expect(await shown()).not.toContain('Members’ news');
      expect((await audit('announcement.update'))[0].before.audience).toBe('B');

      expect((await call('demo_admin', 'DELETE', `/ops/content/announcements/${id}?merchant=DEMO`)).status).toBe(200);
      expect((await audit('announcement.delete'))[0].subjectId).toBe(String(id));
      const missing = await call('demo_admin', 'PUT', `/ops/content/announcements/${id}?merchant=DEMO`, announcement());
      expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it.each([
      ['no audience', announcement({ audience: undefined }), 'audience'],
      ['a bad promotion type', announcement({ promotionType: 'first deposit' }), 'promotionType'],
      ['an empty title', announcement({ title: '   ' }), 'title'],
      ['an empty body', announcement({ content: '<p></p>' }), 'content'],
    ])('refuses %s: 400 VALIDATION naming the field', async (_, body, field) => {
      const res = await call('demo_admin', 'POST', '/ops/content/announcements?merchant=DEMO', body);
      expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION', field]);
    });
  });
});
