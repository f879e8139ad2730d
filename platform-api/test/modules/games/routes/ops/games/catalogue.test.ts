/** The console's catalogue: search over 10,000 games, a brand's settings of a game (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { LUCKY_HOST } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { GIF_BYTES } from '../../../../../helpers/feedback';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import { formData, PNG_BYTES, type Json } from '../../../../../helpers/payments';

const DEMO_HOST = 'localhost';

describe.each(BACKENDS)('a brand’s games catalogue (/ops/games/catalogue) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  /** Catalogue games of PG's slots, in the vendor's order. */
  let pg: { id: number; name: string }[];
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_admin', 'demo_finance', 'demo_owner', 'lucky_admin']);
    pg = (
      await t.db.query<{ id: number; name: string }>(
        "SELECT id, display_name AS name FROM games WHERE vendor = 'PG' AND game_type = 'RNG' ORDER BY sort, id LIMIT 40",
      )
    ).rows;
  }, 90_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const search = async (query: string, who = 'demo_admin') => call(who, 'GET', `/ops/games/catalogue?${query}`);
  const upload = async (who: string, gameId: number, data: Buffer, field = 'icon') => {
    const { payload, contentType } = formData([{ name: field, filename: 'icon.png', type: 'image/png', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ops/games/catalogue/${gameId}/icon?merchant=DEMO`,
      payload,
      headers: { ...as[who], 'content-type': contentType },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** A lobby read of a brand (its host). */
  const lobby = async (host: string, path: string) =>
    ((r) => r.value ?? r)((await t.app.inject({ url: path, headers: { host } })).json()) as Json;
  const pgList = (host: string, query = '') =>
    lobby(host, `/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=100${query}`);

  it('pages the whole catalogue (10,000 games) and finds a game by a piece of its name in any case', async () => {
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games')).rows[0]!.n;
    expect(total).toBeGreaterThan(9_900);
    const first = await search('merchant=DEMO&size=100');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 100, total, totalPages: Math.ceil(total / 100) });
    expect(first.body.value.list).toHaveLength(100);
    const last = (await search(`merchant=DEMO&size=100&page=${Math.ceil(total / 100)}`)).body.value;
    expect(last.list).toHaveLength(total - 100 * (Math.ceil(total / 100) - 1));
    const past = (await search(`merchant=DEMO&size=100&page=${Math.ceil(total / 100) + 1}`)).body.value;
    expect(past).toMatchObject({ list: [], total });
    // Pages join up: ids of pages 1–3 of 50 are 150 distinct games, as one page of 150 would be in the same order.
    const ids = new Set<number>();
    for (const page of [1, 2, 3])
      for (const g of (await search(`merchant=DEMO&size=50&page=${page}`)).body.value.list) ids.add(g.id);
    expect(ids.size).toBe(150);

    const name = pg[3]!.name;
    const found = (await search(`merchant=DEMO&vendor=PG&q=${encodeURIComponent(name.toUpperCase())}`)).body.value;
    expect(found.list.map((g: Json) => g.id)).toContain(pg[3]!.id);
    expect(found.list.every((g: Json) => g.vendor === 'PG' && g.name.toLowerCase().includes(name.toLowerCase()))).toBe(
      true,
    );
    expect(found.list[0]).toMatchObject({ displayName: null, iconUploaded: false, hidden: false, listed: true });
    // A short piece filters the scan; `%` is literal.
    expect((await search('merchant=DEMO&q=%25')).body.value.total).toBe(0);
    const short = (await search('merchant=DEMO&q=a&category=FISH&size=5')).body.value;
    expect(short.total).toBeGreaterThan(0);
    expect(short.list.every((g: Json) => g.category === 'FISH')).toBe(true);
  });

  it('renames a game and gives it an icon for one brand: that brand’s lobby and search show them, the other’s not', async () => {
    const game = pg[0]!;
    const renamed = await call('demo_admin', 'PUT', `/ops/games/catalogue/${game.id}?merchant=DEMO`, {
      displayName: '  Golden Qilin  ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.value).toMatchObject({ id: game.id, name: game.name, displayName: 'Golden Qilin' });
    const icon = await upload('demo_admin', game.id, PNG_BYTES);
    expect(icon.status).toBe(200);
    expect(icon.body.value).toMatchObject({ iconUploaded: true, displayName: 'Golden Qilin' });
    const url = icon.body.value.iconUrl as string;
    expect(url).toMatch(/^\/wps\/game\/icons\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ url, headers: { host: LUCKY_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const demo = (await pgList(DEMO_HOST)).games.find((g: Json) => g.nodeId === game.id);
    expect(demo).toMatchObject({ gameName: 'Golden Qilin', displayName: 'Golden Qilin', iconUrl: url, lagerIcon: url });
    const lucky = (await pgList(LUCKY_HOST)).games.find((g: Json) => g.nodeId === game.id);
    expect(lucky).toMatchObject({ gameName: game.name, iconUrl: `/assets/game/${game.id}.svg` });
    // The lobby's search matches the name its players see.
    const hits = (await pgList(DEMO_HOST, '&keyword=golden%20qilin')).games.map((g: Json) => g.nodeId);
    expect(hits).toEqual([game.id]);
    expect((await pgList(LUCKY_HOST, '&keyword=golden%20qilin')).games).toEqual([]);
    // The console finds it by either name.
    for (const q of ['qilin', game.name])
      expect(
        (await search(`merchant=DEMO&q=${encodeURIComponent(q)}`)).body.value.list.map((g: Json) => g.id),
      ).toContain(game.id);

    const audit = (await call('demo_owner', 'GET', '/ops/audit?action=games.game')).body.value.list;
    expect(audit[0]).toMatchObject({ actor: 'demo_admin', subjectType: 'game', subjectId: String(game.id) });
    expect(audit[0].before.displayName).toBeNull();
    expect(audit[0].after.displayName).toBe('Golden Qilin');
    const iconAudit = (await call('demo_owner', 'GET', '/ops/audit?action=games.icon')).body.value.list;
    expect(iconAudit[0].after.iconUrl).toBe(url);

    // Back to the catalogue's name and tile.
    const reset = await call('demo_admin', 'PUT', `/ops/games/catalogue/${game.id}?merchant=DEMO`, {
      reset: ['displayName', 'icon'],
    });
    expect(reset.body.value).toMatchObject({ displayName: null, iconUploaded: false });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await pgList(DEMO_HOST)).games.find((g: Json) => g.nodeId === game.id).gameName).toBe(game.name);
  });

  it('hides a game from the brand’s lobby, search and hot games, and orders its row by the brand’s hot flag and sort', async () => {
    const [hidden, moved] = [pg[1]!, pg[30]!];
    const before = await pgList(DEMO_HOST);
    expect(before.games.map((g: Json) => g.nodeId)).toContain(hidden.id);
    await call('demo_admin', 'PUT', `/ops/games/catalogue/${hidden.id}?merchant=DEMO`, { hidden: true });
    const after = await pgList(DEMO_HOST);
    expect(after.total).toBe(before.total - 1);
    expect(after.games.map((g: Json) => g.nodeId)).not.toContain(hidden.id);
    expect(
      (await pgList(DEMO_HOST, `&keyword=${encodeURIComponent(hidden.name)}`)).games.map((g: Json) => g.nodeId),
    ).not.toContain(hidden.id);
    expect((await pgList(LUCKY_HOST)).games.map((g: Json) => g.nodeId)).toContain(hidden.id);
    expect((await search('merchant=DEMO&hidden=true')).body.value.list.map((g: Json) => g.id)).toEqual([hidden.id]);

    // Made hot with sort 0: first of its row, and in the brand's hot games.
    await call('demo_admin', 'PUT', `/ops/games/catalogue/${moved.id}?merchant=DEMO`, { hot: true, sort: 0 });
    const ordered = await pgList(DEMO_HOST);
    expect(ordered.total).toBe(after.total);
    expect(ordered.games[0]).toMatchObject({ nodeId: moved.id, isHot: 1 });
    expect((await lobby(DEMO_HOST, '/wps/game/hot')).list.map((g: Json) => g.nodeId)).toContain(moved.id);
    expect((await lobby(LUCKY_HOST, '/wps/game/hot')).list.map((g: Json) => g.nodeId)).not.toContain(moved.id);
    // Pages of the brand's order join up without gaps or repeats, the hidden game left out.
    const rng = (await lobby(DEMO_HOST, '/wps/game/list?gameType=RNG&pageSize=100&pageNo=1')).total as number;
    const paged: number[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(rng / 100); pageNo += 1)
      paged.push(
        ...(await lobby(DEMO_HOST, `/wps/game/list?gameType=RNG&pageSize=100&pageNo=${pageNo}`)).games.map(
          (g: Json) => g.nodeId,
        ),
      );
    const expected = await t.db.query<{ id: number }>(
      `SELECT g.id FROM (SELECT id FROM merchants WHERE code = 'DEMO') m CROSS JOIN games g
       JOIN vendors v ON v.merchant_id = m.id AND v.enabled AND v.code = g.vendor AND v.game_category = g.game_type
       LEFT JOIN merchant_game_settings s ON s.merchant_id = m.id AND s.game_id = g.id
       WHERE g.game_type = 'RNG' AND s.hidden IS NOT TRUE
       ORDER BY coalesce(s.hot, g.is_hot = 1) DESC, coalesce(s.sort, g.sort), g.id`,
    );
    expect(paged).toEqual(expected.rows.map((r) => r.id));
    expect(paged).not.toContain(hidden.id);

    await call('demo_admin', 'PUT', `/ops/games/catalogue/${hidden.id}?merchant=DEMO`, { hidden: false });
    await call('demo_admin', 'PUT', `/ops/games/catalogue/${moved.id}?merchant=DEMO`, { reset: ['hot', 'sort'] });
    expect((await pgList(DEMO_HOST)).games.map((g: Json) => g.nodeId)).toEqual(before.games.map((g: Json) => g.nodeId));
  });

  it.each([
    ['a blank name', { displayName: '   ' }, 'displayName'],
    ['a name with markup', { displayName: '<b>Win</b>' }, 'displayName'],
    ['a name too long', { displayName: 'x'.repeat(65) }, 'displayName'],
    ['a negative order', { sort: -1 }, 'sort'],
    ['a hot flag that is not one', { hot: 'yes' }, 'hot'],
    ['a field both set and reset', { hot: true, reset: ['hot'] }, 'reset'],
    ['a reset of an unknown field', { reset: ['colour'] }, 'reset'],
    ['an unknown field', { colour: 'red' }, null],
  ])('refuses %s with 400 VALIDATION', async (_what, body, field) => {
    const res = await call('demo_admin', 'PUT', `/ops/games/catalogue/${pg[2]!.id}?merchant=DEMO`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    if (field) expect(String(res.body.field)).toContain(field);
  });

  it.each([
    ['page=0', 'page'],
    ['size=101', 'size'],
    ['hot=maybe', 'hot'],
    ['category=CARDS', 'category'],
    [`q=${'x'.repeat(65)}`, 'q'],
  ])('refuses a search with %s with 400 VALIDATION', async (query, field) => {
    const res = await search(`merchant=DEMO&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(String(res.body.field)).toContain(field);
  });

  it('refuses an icon that is missing, not a JPEG or PNG, or too large', async () => {
    const id = pg[2]!.id;
    const gif = await upload('demo_admin', id, GIF_BYTES);
    expect(gif).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'icon' } });
    const big = await upload('demo_admin', id, Buffer.concat([PNG_BYTES, Buffer.alloc(1_048_576)]));
    expect(big).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', field: 'icon' } });
    const none = await upload('demo_admin', id, PNG_BYTES, 'image');
    expect(none.status).toBe(400);
    expect((await search(`merchant=DEMO&q=${encodeURIComponent(pg[2]!.name)}`)).body.value.list[0].iconUploaded).toBe(
      false,
    );
  });

  it('answers 404 for a game not in the catalogue, 403 for other roles and brands', async () => {
    expect((await call('demo_admin', 'PUT', '/ops/games/catalogue/99999999?merchant=DEMO', { hot: true })).status).toBe(
      404,
    );
    expect((await search('merchant=DEMO', 'demo_finance')).status).toBe(200);
    const id = pg[2]!.id;
    expect((await call('demo_finance', 'PUT', `/ops/games/catalogue/${id}?merchant=DEMO`, { hot: true })).status).toBe(
      403,
    );
    expect((await upload('demo_finance', id, PNG_BYTES)).status).toBe(403);
    expect((await call('lucky_admin', 'PUT', `/ops/games/catalogue/${id}?merchant=DEMO`, { hot: true })).status).toBe(
      403,
    );
    expect((await search('merchant=DEMO', 'lucky_admin')).status).toBe(403);
  });
});
