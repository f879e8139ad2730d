import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { playHelpers } from '../../../../../helpers/play';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });
const PLAY_URL =
  /^\/vendor\/demo\/(?:play|live|sports|pvp)\/([A-Z0-9_]+)\?token=([A-Za-z0-9_-]{43})&lang=(EN|TY|ZH|JA|TH|TL|KO)$/;

describe.each(BACKENDS)('GET /wps/game/launchGame on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = playHelpers(t, 'launch');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const gameId = async (vendor: string, code: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM games WHERE vendor = $1 AND game_code = $2', [vendor, code]))
      .rows[0]!.id;
  /** The launch token row behind a URL (the newest of the member). */
  const tokenRow = async (memberId: number) =>
    (
      await t.db.query(
        `SELECT vendor, game_code, game_id, title, engine, fun, currency, used_at, expires_at - created_at AS ttl
         FROM launch_tokens WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
        [memberId],
      )
    ).rows[0] as Record<string, unknown>;
  const sessionRow = async (memberId: number) =>
    (
      await t.db.query(
        'SELECT vendor, game_code, fun, currency FROM launch_sessions WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
        [memberId],
      )
    ).rows[0] as Record<string, unknown>;

  it('401s a guest', async () => {
    expect(await h.launch(null, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' })).toEqual({
      status: 401,
      body: err('UNAUTHORIZED', 'err_not_logged_in'),
    });
  });

  it('refuses a nodeId beyond a game id (a PostgreSQL integer) with 400 VALIDATION, before any query', async () => {
    const { token } = await h.member();
    expect(await h.launch(token, { vassalage: 'DEMO', nodeId: '9007199254740992' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'nodeId' },
    });
  });

  it('launches a demo game for a real member: launch session, one-time token, recent list, same-origin URL', async () => {
    const m = await h.member();
    const { status, body } = await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT', language: 'ty' });
    expect(status).toBe(200);
    expect(body.value.fun).toBe(false);
    const [, code, , lang] = PLAY_URL.exec(body.value.url)!;
    expect([code, lang]).toEqual(['DEMO_SLOT', 'TY']);
    expect(await sessionRow(m.id)).toEqual({ vendor: 'DEMO', game_code: 'DEMO_SLOT', fun: false, currency: 'VND' });
    const row = await tokenRow(m.id);
    expect(row).toMatchObject({
      vendor: 'DEMO',
      game_code: 'DEMO_SLOT',
      game_id: await gameId('DEMO', 'DEMO_SLOT'),
      title: 'Demo Lucky Slot',
      engine: 'SLOT',
      fun: false,
      currency: 'VND',
      used_at: null,
    });
    // 2 minutes (interval as text on PGlite, an object on node-postgres)
    expect(JSON.stringify(row.ttl)).toMatch(/00:02:00|"minutes":2/);
    const recent = await h.get('/wps/game/recent', m.token);
    expect(recent.body.value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['DEMO_SLOT']);
  });

  it('finds the game by nodeId, by code, or the vendor first game (per category), and picks the engine by category', async () => {
    const m = await h.member();
    const pgFirst = await gameId('PG', 'PG_RNG_0001');
    const cases: [Record<string, string | number>, string, string][] = [
      [{ vassalage: 'PG', nodeId: pgFirst }, 'PG_RNG_0001', 'SLOT'],
      [{ vassalage: 'PG', gameCode: 'PG_RNG_0002' }, 'PG_RNG_0002', 'SLOT'],
      [{ vassalage: 'PG' }, 'PG_RNG_0001', 'SLOT'],
      [{ vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 'DEMO_DICE', 'DICE'],
      [{ vassalage: 'EVO' }, 'EVO_LIVE_0001', 'LIVE'],
      [{ vassalage: 'KM', gameCode: 'KM_PVP_0003' }, 'KM_PVP_0003', 'PVP'],
      [{ vassalage: 'JILI' }, 'JILI_FISH_0001', 'SLOT'],
      [{ vassalage: 'JILI', gameType: 'RNG' }, 'JILI_RNG_0001', 'SLOT'],
      // A vendor card that starts its own game (no catalogue rows): its code, not in the recent list.
      [{ vassalage: 'SABA' }, 'SABA', 'SPORTS'],
      [{ vassalage: 'SABA', gameCode: 'SABA' }, 'SABA', 'SPORTS'],
    ];
    for (const [query, code, engine] of cases) {
      const { status, body } = await h.launch(m.token, query);
      expect({ query, status }).toEqual({ query, status: 200 });
      // A live game's page is the live studio's table (module demo-live).
      const url =
        engine === 'LIVE' ? body.value.url.replace('/vendor/demo/live/', '/vendor/demo/play/') : body.value.url;
      expect(PLAY_URL.exec(url)?.[1]).toBe(code);
      expect(await tokenRow(m.id)).toMatchObject({ game_code: code, engine });
    }
    const saba = await tokenRow(m.id);
    expect(saba).toMatchObject({ vendor: 'SABA', game_id: null, title: 'SABA Sports' });
    const recent = await h.get('/wps/game/recent', m.token);
    expect(recent.body.value.list.map((g: { gameCode: string }) => g.gameCode)).not.toContain('SABA');
    expect(recent.body.value.list[0].gameCode).toBe('JILI_RNG_0001');
  });

  it('answers GAME_NOT_FOUND for unknown or unlisted games and VALIDATION for a malformed request', async () => {
    const m = await h.member();
    const notFound = { status: 404, body: err('GAME_NOT_FOUND', 'err_game_not_found') };
    expect(await h.launch(m.token, { vassalage: 'NOPE' })).toEqual(notFound);
    expect(await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'NOPE' })).toEqual(notFound);
    expect(await h.launch(m.token, { vassalage: 'PG', gameType: 'LIVE' })).toEqual(notFound);
    // A game of another vendor than the one named.
    expect(await h.launch(m.token, { vassalage: 'DEMO', nodeId: await gameId('PG', 'PG_RNG_0001') })).toEqual(notFound);
    expect(await h.launch(m.token, { vassalage: 'DEMO', nodeId: 999_999 })).toEqual(notFound);
    // A disabled vendor's games are not listed.
    await t.db.query("UPDATE vendors SET enabled = false WHERE code = 'PP'");
    try {
      expect(await h.launch(m.token, { vassalage: 'PP', gameCode: 'PP_RNG_0001' })).toEqual(notFound);
    } finally {
      await t.db.query("UPDATE vendors SET enabled = true WHERE code = 'PP'");
    }
    expect(await h.launch(m.token, { gameCode: 'DEMO_SLOT' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', field: 'vassalage' },
    });
    expect(await h.launch(m.token, { vassalage: 'DEMO', nodeId: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION' },
    });
    expect((await t.db.query('SELECT 1 FROM launch_tokens WHERE member_id = $1', [m.id])).rows).toHaveLength(0);
  });

  it('gives a trial fun mode (play chips) for slot and fishing games and refuses real-money-only games', async () => {
    const trial = await h.member(4);
    const queries: Record<string, string>[] = [
      { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' },
      { vassalage: 'DEMO', gameCode: 'DEMO_DICE' },
      { vassalage: 'PG', gameCode: 'PG_RNG_0001' },
      { vassalage: 'JDB', gameType: 'FISH' },
    ];
    for (const query of queries) {
      const { status, body } = await h.launch(trial.token, query);
      expect({ query, status, fun: body.value?.fun }).toEqual({ query, status: 200, fun: true });
      expect(await sessionRow(trial.id)).toMatchObject({ fun: true, currency: 'FUN' });
      expect(await tokenRow(trial.id)).toMatchObject({ fun: true, currency: 'FUN' });
    }
    const before = (await t.db.query('SELECT count(*)::int AS n FROM launch_sessions WHERE member_id = $1', [trial.id]))
      .rows[0];
    for (const query of [
      { vassalage: 'SABA' },
      { vassalage: 'EVO' },
      { vassalage: 'KM' },
      { vassalage: 'TCG_LOTTO_VN' },
    ])
      expect(await h.launch(trial.token, query)).toEqual({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
    const after = (await t.db.query('SELECT count(*)::int AS n FROM launch_sessions WHERE member_id = $1', [trial.id]))
      .rows[0];
    expect(after).toEqual(before);
  });

  it("answers the URL on a random entry of the merchant's launchGameCDNs", async () => {
    const m = await h.member();
    await t.db.query(
      "UPDATE merchants SET launch_game_cdns = '{https://play-a.example.com,https://play-b.example.com/}' WHERE code = 'DEMO'",
    );
    await t.app.cache.invalidateAll();
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 16; i++) {
        const { body } = await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
        const url = new URL(body.value.url);
        expect(url.pathname).toBe('/vendor/demo/play/DEMO_DICE');
        seen.add(url.origin);
      }
      expect([...seen].sort()).toEqual(['https://play-a.example.com', 'https://play-b.example.com']);
    } finally {
      await t.db.query("UPDATE merchants SET launch_game_cdns = '{\"\"}' WHERE code = 'DEMO'");
      await t.app.cache.invalidateAll();
    }
  });
});
