/** @pglite: banners written from the console and read by the player site, on the embedded database too (npm start). */
import { LUCKY_HOST } from '../../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { GIF_BYTES } from '../../../../../../helpers/feedback';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import { formData, JPEG_BYTES, PNG_BYTES, type Json } from '../../../../../../helpers/payments';

const MINUTE = 60_000;
const DEMO_HOST = 'localhost';

describe.each(BACKENDS)('banners (/ops/content/banners) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  /** The app's clock: tests move it to open and close windows. */
  let clock = Date.now();
  const at = (offset: number) => new Date(clock + offset).toISOString();
  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: () => new Date(clock) });
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_finance', 'demo_auditor', 'lucky_marketing']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const upload = async (who: string, merchant: string, data: Buffer, name = 'banner.png') => {
    const { payload, contentType } = formData([{ name: 'image', filename: name, type: 'image/png', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/content/banners/images?merchant=${merchant}`,
      payload,
      headers: { ...as[who], 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** The titles the player site shows in a group on a host. */
  const shown = async (host: string, group = 'w_home') => {
    const res = await t.app.inject({ url: `/wps/system/banners?groupName=${group}`, headers: { host } });
    return (res.json() as Json).value.list.map((b: Json) => b.title) as string[];
  };
  const banner = (imageId: string, over: object = {}) => ({
    group: 'w_home',
    title: 'Lucky Spring Festival',
    imageId,
    linkageType: 'URL',
    linkage: 'https://lucky.example.com/spring',
    sort: 0,
    ...over,
  });

  it('a marketing operator adds a banner with an uploaded image: it shows on its brand’s site only', async () => {
    const image = await upload('lucky_marketing', 'LUCKY', PNG_BYTES);
    expect(image.status).toBe(200);
    expect(image.body.value.url).toBe(`/wps/content/banner-images/${image.body.value.id}`);

    // The public image: its bytes, cached for good, never sniffed.
    const served = await t.app.inject({ url: image.body.value.url, headers: { host: LUCKY_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    // Warm the caches first: the change must reach the player site at once anyway.
    expect(await shown(LUCKY_HOST)).not.toContain('Lucky Spring Festival');
    const made = await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=LUCKY', {
      ...banner(image.body.value.id),
      title: '  Lucky   Spring Festival ',
      sort: -5,
    });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({
      group: 'w_home',
      title: 'Lucky Spring Festival',
      imageUrl: image.body.value.url,
      linkageType: 'URL',
      startsAt: null,
      endsAt: null,
      status: 'SHOWING',
    });
    expect((await shown(LUCKY_HOST))[0]).toBe('Lucky Spring Festival');
    expect(await shown(DEMO_HOST)).not.toContain('Lucky Spring Festival');
    const notice = await t.app.inject({ url: '/wps/system/notice?types=B', headers: { host: LUCKY_HOST } });
    expect((notice.json() as Json).value.banners[0]).toMatchObject({
      title: 'Lucky Spring Festival',
      url: image.body.value.url,
    });

    const listed = await call('lucky_marketing', 'GET', '/ops/content/banners?merchant=LUCKY&group=w_home');
    expect(listed.status).toBe(200);
    expect(listed.body.value.list[0]).toMatchObject({ id: made.body.value.id, status: 'SHOWING' });
    expect(listed.body.value.list.every((b: Json) => b.group === 'w_home')).toBe(true);

    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=banner.create')).body.value.list;
    expect(audit[0]).toMatchObject({
      actor: 'lucky_marketing',
      role: 'marketing',
      subjectType: 'banner',
      subjectId: String(made.body.value.id),
      after: { title: 'Lucky Spring Festival', linkage: 'https://lucky.example.com/spring' },
    });
  });

  it('shows a scheduled banner when its window opens and hides it when it ends, without an operator change', async () => {
    const image = (await upload('lucky_marketing', 'LUCKY', JPEG_BYTES, 'summer.jpg')).body.value;
    const made = await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=LUCKY', {
      ...banner(image.id, { title: 'Summer Jackpot', linkageType: 'ROUTE', linkage: '/promotions' }),
      startsAt: at(10 * MINUTE),
      endsAt: at(20 * MINUTE),
    });
    expect(made.status).toBe(200);
    expect(made.body.value.status).toBe('SCHEDULED');
    expect(await shown(LUCKY_HOST)).not.toContain('Summer Jackpot');
    // Nothing invalidates the cache from here on: only the clock moves.
    clock += 10 * MINUTE;
    expect(await shown(LUCKY_HOST)).toContain('Summer Jackpot');
    const notice = await t.app.inject({ url: '/wps/system/notice?types=B', headers: { host: LUCKY_HOST } });
    expect((notice.json() as Json).value.banners.map((b: Json) => b.title)).toContain('Summer Jackpot');
    clock += 10 * MINUTE;
    expect(await shown(LUCKY_HOST)).not.toContain('Summer Jackpot');
    const listed = await call('lucky_marketing', 'GET', '/ops/content/banners?merchant=LUCKY&group=w_home');
    expect(listed.body.value.list.find((b: Json) => b.id === made.body.value.id).status).toBe('ENDED');
  });

  it.each([
    [
      'a window that ends before it starts',
      { startsAt: '2030-05-02T10:00:00Z', endsAt: '2030-05-01T10:00:00Z' },
      'endsAt',
    ],
    ['a window that ends as it starts', { startsAt: '2030-05-01T10:00:00Z', endsAt: '2030-05-01T10:00:00Z' }, 'endsAt'],
    ['a start that is no instant', { startsAt: 'tomorrow' }, 'startsAt'],
    ['a javascript: link', { linkage: 'javascript:alert(1)' }, 'linkage'],
    ['an ftp link', { linkage: 'ftp://files.example.com/a' }, 'linkage'],
    ['a route that is not a path', { linkageType: 'ROUTE', linkage: '//evil.example.com' }, 'linkage'],
    ['a game without a vendor', { linkageType: 'GAME', linkage: '{"gameCode":"X"}' }, 'linkage'],
    ['markup in the title', { title: 'Win <b>big</b>' }, 'title'],
    ['a blank title', { title: '\u200b \u200b' }, 'title'],
    ['an unknown group', { group: 'w_footer' }, 'group'],
    ['no image', { imageId: undefined }, 'imageId'],
    ['an image never uploaded', { imageId: '00000000-0000-4000-8000-000000000000' }, 'imageId'],
  ])('refuses %s: 400 VALIDATION naming the field', async (_, over, field) => {
    const image = (await upload('lucky_marketing', 'LUCKY', PNG_BYTES)).body.value;
    const res = await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=LUCKY', banner(image.id, over));
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION', field]);
  });

  it('refuses an upload that is not a JPEG or PNG by its bytes, and another brand’s image', async () => {
    for (const [data, name] of [
      [GIF_BYTES, 'a.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg'],
    ] as const) {
      const bad = await upload('lucky_marketing', 'LUCKY', data, name);
      expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', 'image']);
    }
    const json = await call('lucky_marketing', 'POST', '/ops/content/banners/images?merchant=LUCKY', { image: 'x' });
    expect(json.status).toBe(415);
    const big = await upload('lucky_marketing', 'LUCKY', Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880)]));
    expect([big.status, big.body.code, big.body.field]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'image']);

    const demoImage = (await upload('demo_admin', 'DEMO', PNG_BYTES)).body.value;
    const res = await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=LUCKY', banner(demoImage.id));
    expect([res.status, res.body.field]).toEqual([400, 'imageId']);
  });

  it('lets only marketing and admins of the brand write, and readers of the brand read', async () => {
    const image = (await upload('demo_admin', 'DEMO', PNG_BYTES)).body.value;
    const body = banner(image.id, { title: 'Demo only' });
    expect((await call('demo_finance', 'POST', '/ops/content/banners?merchant=DEMO', body)).status).toBe(403);
    expect((await call('demo_finance', 'GET', '/ops/content/banners?merchant=DEMO')).status).toBe(403);
    expect((await call('demo_auditor', 'GET', '/ops/content/banners?merchant=DEMO')).status).toBe(200);
    expect((await call('demo_auditor', 'POST', '/ops/content/banners?merchant=DEMO', body)).status).toBe(403);
    const elsewhere = await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=DEMO', body);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await call('lucky_marketing', 'GET', '/ops/content/banners?merchant=DEMO')).status).toBe(403);
    expect((await upload('lucky_marketing', 'DEMO', PNG_BYTES)).status).toBe(403);
    expect((await upload('demo_finance', 'DEMO', PNG_BYTES)).status).toBe(403);
    expect(await shown(DEMO_HOST)).not.toContain('Demo only');
  });

  it('edits a banner (a new image replaces the old one) and deletes it, each audited', async () => {
    const first = (await upload('lucky_marketing', 'LUCKY', PNG_BYTES)).body.value;
    const made = (
      await call('lucky_marketing', 'POST', '/ops/content/banners?merchant=LUCKY', banner(first.id, { title: 'Old' }))
    ).body.value;
    const second = (await upload('lucky_marketing', 'LUCKY', JPEG_BYTES, 'new.jpg')).body.value;
    const edited = await call('lucky_marketing', 'PUT', `/ops/content/banners/${made.id}?merchant=LUCKY`, {
      ...banner(second.id, { title: 'New', group: 'w_login', linkageType: 'NONE', linkage: 'ignored' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value).toMatchObject({ title: 'New', group: 'w_login', linkage: '', imageUrl: second.url });
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
    expect(await shown(LUCKY_HOST, 'w_login')).toContain('New');
    expect(await shown(LUCKY_HOST)).not.toContain('New');
    // Without an image the banner keeps its own.
    const kept = await call('lucky_marketing', 'PUT', `/ops/content/banners/${made.id}?merchant=LUCKY`, {
      ...banner(second.id, { title: 'Newer', group: 'w_login', imageId: undefined }),
    });
    expect(kept.body.value.imageUrl).toBe(second.url);
    const update = (await call('demo_owner', 'GET', '/ops/audit?action=banner.update')).body.value.list[0];
    expect(update).toMatchObject({ subjectId: String(made.id), before: { title: 'New' }, after: { title: 'Newer' } });

    const missing = await call(
      'lucky_marketing',
      'PUT',
      '/ops/content/banners/999999?merchant=LUCKY',
      banner(second.id),
    );
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    // Another brand's banner is unknown to this one.
    const across = await call('demo_admin', 'DELETE', `/ops/content/banners/${made.id}?merchant=DEMO`);
    expect([across.status, across.body.code]).toEqual([404, 'NOT_FOUND']);

    const gone = await call('lucky_marketing', 'DELETE', `/ops/content/banners/${made.id}?merchant=LUCKY`);
    expect([gone.status, gone.body.value]).toEqual([200, { id: made.id }]);
    expect(await shown(LUCKY_HOST, 'w_login')).not.toContain('Newer');
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(404);
    const again = await call('lucky_marketing', 'DELETE', `/ops/content/banners/${made.id}?merchant=LUCKY`);
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
    const deleted = (await call('demo_owner', 'GET', '/ops/audit?action=banner.delete')).body.value.list[0];
    expect(deleted).toMatchObject({ actor: 'lucky_marketing', subjectId: String(made.id), before: { title: 'Newer' } });
  });

  it('keeps the seeded banners and their generated art, and answers a bad image id 400, an unknown one 404', async () => {
    const seeded = (await call('demo_admin', 'GET', '/ops/content/banners?merchant=DEMO&group=w_home')).body.value.list;
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    expect(seeded[0].imageUrl).toMatch(/^\/assets\/banner\/\d+\.svg$/);
    expect((await t.app.inject({ url: seeded[0].imageUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/content/banner-images/1' })).statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/wps/content/banner-images/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });
});
