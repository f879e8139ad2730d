import { DEMO_ANNOUNCEMENTS } from '../../../../../../src/seed/data/announcements';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { bearer, memberId, tokenFor, trialToken } from '../../../../../helpers/tokens';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

/** The seed's titles an audience sees, newest first (A everyone, B logged in, F visitors). */
const seeded = (audience: 'B' | 'F') =>
  DEMO_ANNOUNCEMENTS.filter((a) => (a.audience ?? 'A') === 'A' || a.audience === audience).map((a) => a.title);

describe.each(BACKENDS)('/wps/system/announcements on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let playerToken: string;
  beforeAll(async () => {
    t = await setupApp(backend);
    merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    playerToken = await tokenFor(t, await memberId(t, 'demo_player'));
  }, 90_000);
  afterAll(() => t?.cleanup());

  const page = (query: string, headers: Record<string, string> = {}) =>
    getJson<Json>(t.app, `/wps/system/announcements${query}`, headers);
  const titles = (body: Json) => (body.value.list as { title: string }[]).map((a) => a.title);

  it('pages a visitor through the announcements 9 at a time, newest first', async () => {
    const all = seeded('F');
    expect(all.length).toBeGreaterThanOrEqual(20);
    const first = await page('?types=B,PL,PU,PR,H&platform=W');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 9, total: all.length, totalPages: 3 });
    expect(titles(first.body)).toEqual(all.slice(0, 9));
    expect(titles((await page('?pageNo=2')).body)).toEqual(all.slice(9, 18));
    expect(titles((await page('?pageNo=3')).body)).toEqual(all.slice(18));
    // Past the end: an empty page with the same totals.
    expect((await page('?pageNo=4')).body.value).toMatchObject({
      list: [],
      pageNo: 4,
      total: all.length,
      totalPages: 3,
    });
    // A smaller page size.
    expect((await page('?pageSize=5&pageNo=2')).body.value).toMatchObject({
      pageSize: 5,
      totalPages: Math.ceil(all.length / 5),
    });
    expect(titles((await page('?pageSize=5&pageNo=2')).body)).toEqual(all.slice(5, 10));
  });

  it('answers each item with its sanitised HTML, promotionType or null and its time', async () => {
    const list = (await page('')).body.value.list as Json[];
    for (const a of list) {
      expect(a).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        content: expect.stringMatching(/^<p>/),
        promotionType: a.promotionType === null ? null : expect.any(String),
        createdAt: expect.any(String),
      });
    }
    expect(list.some((a) => a.promotionType !== null)).toBe(true);
    expect(list.some((a) => a.promotionType === null)).toBe(true);
    const times = list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it("gives a logged-in member (a trial too) the members' audience instead of the visitors'", async () => {
    const member = seeded('B');
    const res = await page('?pageNo=1', bearer(playerToken));
    expect(res.body.value.total).toBe(member.length);
    expect(titles(res.body)).toEqual(member.slice(0, 9));
    expect(titles(res.body)).toContain('Members only: VIP week');
    expect(titles((await page('')).body)).not.toContain('Members only: VIP week');
    expect(titles((await page('')).body)).toContain('Create your account in a minute');
    const trial = await trialToken(t);
    expect(titles((await page('', bearer(trial.token))).body)).toContain('Members only: VIP week');
    // An unknown or expired token is just a visitor, never a 401.
    const stranger = await page('', bearer('x'.repeat(43)));
    expect(stranger.status).toBe(200);
    expect(titles(stranger.body)).toContain('Create your account in a minute');
  });

  it('refuses a bad page or page size with 400 VALIDATION (the most a page holds is 9)', async () => {
    for (const q of ['?pageSize=10', '?pageSize=0', '?pageNo=0', '?pageNo=abc', '?platform=X', '?pageNo=10001']) {
      const res = await page(q);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('sanitises content when stored and shows an announcement only inside its window', async () => {
    const [id] = await t.app.content.createAnnouncements(merchantId, [
      {
        title: 'Fresh news',
        content: '<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
        promotionType: 'RELOAD',
      },
      { title: 'Not yet', content: '<p>Later</p>', startsAt: new Date(Date.now() + 3_600_000) },
      { title: 'Over', content: '<p>Gone</p>', endsAt: new Date(Date.now() - 1_000) },
    ]);
    const list = (await page('')).body.value.list as Json[];
    expect(list[0]).toMatchObject({ id, title: 'Fresh news', promotionType: 'RELOAD' });
    expect(list[0].content).not.toMatch(/script|onclick|javascript/);
    const all = (await page('?pageNo=1&pageSize=9')).body.value;
    expect(all.total).toBe(seeded('F').length + 1);
    const every = await Promise.all([1, 2, 3].map((n) => page(`?pageNo=${n}`)));
    expect(every.flatMap((r) => titles(r.body))).not.toContain('Not yet');
    expect(every.flatMap((r) => titles(r.body))).not.toContain('Over');
  });
});
