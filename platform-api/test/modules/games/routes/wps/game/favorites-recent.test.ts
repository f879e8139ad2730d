import type { FastifyInstance } from 'fastify';
import type { Game } from 'shared-contracts';
import { buildApp } from '../../../../../../src/app';
import { DEFAULT_CATALOGUE_POLICY } from '../../../../../../src/infra/config';
import { recordLaunch } from '../../../../../../src/modules/games/launch-repository';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { bearer, memberId, tokenFor, trialToken } from '../../../../../helpers/tokens';

interface Card {
  id: number;
  vendor: string;
  gameType: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Body = any;

describe.each(BACKENDS)('/wps/game favourites and recent on %s', (backend) => {
  let t: TestApp;
  let games: Card[];
  let player: { id: number; token: string };
  beforeAll(async () => {
    // A generous favourite limit for the functional tests; the throttle test uses the default one.
    t = await setupApp(backend, { catalogue: { favoriteRateLimit: { limit: 1000, windowSeconds: 1 } } });
    const { rows } = await t.db.query<Card>(
      `SELECT id, vendor, game_type AS "gameType" FROM games WHERE vendor IN ('PG', 'JILI', 'EVO') ORDER BY sort, id LIMIT 30`,
    );
    games = rows;
    const id = await memberId(t, 'demo_player');
    player = { id, token: await tokenFor(t, id) };
  }, 90_000);
  afterAll(() => t?.cleanup());

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
    app: FastifyInstance = t.app,
  ) => {
    const res = await app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const add = (token: string, g: Card, app?: FastifyInstance) =>
    call('POST', '/wps/game/favorite', token, { nodeId: g.id, vendor: g.vendor, gameType: g.gameType }, app);
  const remove = (token: string, nodeId: number, app?: FastifyInstance) =>
    call('DELETE', `/wps/game/favorite?nodeId=${nodeId}`, token, undefined, app);
  const favorites = async (token: string, pageNum: number, pageSize: number) =>
    (await call('GET', `/wps/game/favorite?pageNum=${pageNum}&pageSize=${pageSize}`, token)).body.value as {
      content: Game[];
      pageNum: number;
      totalPages: number;
    };
  const recent = async (token: string) =>
    ((await call('GET', '/wps/game/recent', token)).body.value.list as Game[]).map((g) => g.nodeId);
  const g = (i: number): Card => games[i]!;

  // The fuzzer's finding: a nodeId beyond PostgreSQL's integer reached the query and answered 500.
  it.each(['2147483648', '9007199254740992', '99999999999999999999999'])(
    'refuses nodeId %s with 400 VALIDATION, before any query',
    async (nodeId) => {
      const removed = await call('DELETE', `/wps/game/favorite?nodeId=${nodeId}`, player.token);
      expect(removed).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: 'nodeId' } });
      const added = await t.app.inject({
        method: 'POST',
        url: '/wps/game/favorite',
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: `{"nodeId":${nodeId},"vendor":"PG","gameType":"RNG"}`,
      });
      expect(added.statusCode).toBe(400);
      expect(added.json()).toMatchObject({ code: 'VALIDATION', field: 'nodeId' });
    },
  );

  it('answers 401 to a guest on every favourite and recent call', async () => {
    for (const res of [
      await call('GET', '/wps/game/favorite?pageNum=1&pageSize=20', null),
      await call('POST', '/wps/game/favorite', null, { nodeId: g(0).id, vendor: g(0).vendor, gameType: g(0).gameType }),
      await call('DELETE', `/wps/game/favorite?nodeId=${g(0).id}`, null),
      await call('GET', '/wps/game/recent', null),
      await call('GET', '/wps/game/recent', 'not-a-token'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: 'err_not_logged_in' });
    }
  });

  describe('favourites', () => {
    it('adds, lists newest first a page at a time, and keeps one row when a game is added twice', async () => {
      for (const i of [0, 1, 2])
        expect(await add(player.token, g(i))).toMatchObject({ status: 200, body: { value: null } });
      expect((await add(player.token, g(0))).status).toBe(200);
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_favorites WHERE member_id = $1 AND game_id = $2',
        [player.id, g(0).id],
      );
      expect(rows[0]!.n).toBe(1);

      const first = await favorites(player.token, 1, 2);
      expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
      expect(first.content.map((c) => c.nodeId)).toEqual([g(2).id, g(1).id]);
      expect(first.content[0]).toMatchObject({ vassalage: g(2).vendor, gameType: g(2).gameType, isGame: 'GAME' });
      expect((await favorites(player.token, 2, 2)).content.map((c) => c.nodeId)).toEqual([g(0).id]);
      expect(await favorites(player.token, 3, 2)).toEqual({ content: [], pageNum: 3, totalPages: 2 });
    });

    it('removes a favourite; removing a missing one is a no-op', async () => {
      expect(await remove(player.token, g(1).id)).toMatchObject({ status: 200, body: { value: null } });
      expect(await remove(player.token, g(1).id)).toMatchObject({ status: 200, body: { value: null } });
      expect(await remove(player.token, 987_654)).toMatchObject({ status: 200, body: { value: null } });
      expect((await favorites(player.token, 1, 20)).content.map((c) => c.nodeId)).toEqual([g(2).id, g(0).id]);
    });

    it('refuses an unknown game, a vendor or type that is not the game’s, and a disabled vendor’s game', async () => {
      const cases: [object, string][] = [
        [{ nodeId: 987_654, vendor: 'PG', gameType: 'RNG' }, 'nodeId'],
        [{ nodeId: g(3).id, vendor: 'NOPE', gameType: g(3).gameType }, 'vendor'],
        [{ nodeId: g(3).id, vendor: g(3).vendor, gameType: 'PVP' }, 'gameType'],
        [{ nodeId: g(3).id, vendor: g(3).vendor }, 'gameType'],
      ];
      for (const [payload, field] of cases) {
        const res = await call('POST', '/wps/game/favorite', player.token, payload);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      }
      await t.db.query('UPDATE vendors SET enabled = false WHERE code = $1 AND game_category = $2', [
        g(3).vendor,
        g(3).gameType,
      ]);
      try {
        expect((await add(player.token, g(3))).body).toMatchObject({ code: 'VALIDATION', field: 'nodeId' });
      } finally {
        await t.db.query('UPDATE vendors SET enabled = true');
      }
      expect((await favorites(player.token, 1, 20)).content).toHaveLength(2);
    });

    it('hides favourites of a disabled vendor until it is enabled again', async () => {
      await t.db.query('UPDATE vendors SET enabled = false WHERE code = $1 AND game_category = $2', [
        g(2).vendor,
        g(2).gameType,
      ]);
      try {
        const page = await favorites(player.token, 1, 20);
        expect(page.content.map((c) => c.nodeId)).not.toContain(g(2).id);
      } finally {
        await t.db.query('UPDATE vendors SET enabled = true');
      }
      expect((await favorites(player.token, 1, 20)).content.map((c) => c.nodeId)).toContain(g(2).id);
    });

    it('refuses page sizes outside the bounds with VALIDATION', async () => {
      for (const q of ['pageNum=1&pageSize=0', 'pageNum=1&pageSize=101', 'pageNum=0&pageSize=20', 'pageNum=1']) {
        const res = await call('GET', `/wps/game/favorite?${q}`, player.token);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION');
      }
    });

    it('throttles changes to one a second per member: a second immediate change is TOO_FAST', async () => {
      // The default: one change, refilled every 0.9 s. The test app takes one a minute instead, so a
      // slow machine cannot refill the bucket between the two calls.
      expect(DEFAULT_CATALOGUE_POLICY.favoriteRateLimit).toEqual({ limit: 1, windowSeconds: 0.9 });
      const strict = await buildApp({
        db: t.db,
        config: { ...t.app.config, catalogue: { favoriteRateLimit: { limit: 1, windowSeconds: 60 } } },
      });
      try {
        const id = await memberId(t, 'demo_downline');
        const token = await tokenFor(t, id);
        expect((await add(token, g(4), strict)).status).toBe(200);
        for (const res of [await add(token, g(5), strict), await remove(token, g(4).id, strict)]) {
          expect(res.status).toBe(429);
          expect(res.body).toMatchObject({ success: false, code: 'TOO_FAST', message: 'err_too_fast' });
        }
        // Another member has its own bucket.
        expect((await add(player.token, g(6), strict)).status).toBe(200);
        expect((await favorites(token, 1, 20)).content.map((c) => c.nodeId)).toEqual([g(4).id]);
      } finally {
        await strict.close();
      }
    });

    it('lets a trial member keep favourites', async () => {
      const trial = await trialToken(t);
      expect((await add(trial.token, g(7))).status).toBe(200);
      expect((await favorites(trial.token, 1, 20)).content.map((c) => c.nodeId)).toEqual([g(7).id]);
    });
  });

  describe('recent games', () => {
    it('lists only launched games, newest first, each once', async () => {
      const id = await memberId(t, 'demo_agent');
      const token = await tokenFor(t, id);
      expect(await recent(token)).toEqual([]);
      const { games } = t.app;
      await games.recordLaunch(id, g(10).id);
      await games.recordLaunch(id, g(11).id);
      await recordLaunch(t.db, id, g(12).id);
      await games.recordLaunch(id, g(10).id);
      expect(await recent(token)).toEqual([g(10).id, g(12).id, g(11).id]);
      const { rows } = await t.db.query<{ launches: number }>(
        'SELECT launches FROM game_launches WHERE member_id = $1 AND game_id = $2',
        [id, g(10).id],
      );
      expect(rows[0]!.launches).toBe(2);
      // Another member's launches are not listed; favourites are not launches.
      expect(await recent(player.token)).toEqual([]);
    });

    it('answers the last 20 distinct games and drops a disabled vendor’s', async () => {
      const trial = await trialToken(t);
      for (let i = 0; i < 25; i += 1) await recordLaunch(t.db, trial.id, g(i).id);
      const list = await recent(trial.token);
      expect(list).toEqual(
        games
          .slice(5, 25)
          .map((c) => c.id)
          .reverse(),
      );
      await t.db.query('UPDATE vendors SET enabled = false WHERE code = $1 AND game_category = $2', [
        g(24).vendor,
        g(24).gameType,
      ]);
      try {
        expect(await recent(trial.token)).not.toContain(g(24).id);
      } finally {
        await t.db.query('UPDATE vendors SET enabled = true');
      }
    });

    it('refuses a launch of an unknown game or member (foreign keys)', async () => {
      await expect(recordLaunch(t.db, player.id, 987_654)).rejects.toThrow();
      await expect(recordLaunch(t.db, 987_654, g(0).id)).rejects.toThrow();
    });
  });
});
