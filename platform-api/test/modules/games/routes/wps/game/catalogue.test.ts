/** @pglite: the catalogue routes and its trigram search on the embedded database too. */
import { GameSchema, type Game, type GamePage } from 'shared-contracts';
import { buildApp } from '../../../../../../src/app';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';

/** Games listed for DEMO (an enabled vendor card for their vendor and category), in list order. */
const LISTED = `FROM games g JOIN vendors v ON v.merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')
  AND v.enabled AND v.code = g.vendor AND v.game_category = g.game_type`;
const ORDER = 'ORDER BY g.is_hot DESC, g.sort, g.id';

describe.each(BACKENDS)('/wps/game list and hot on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 90_000);
  afterAll(() => t?.cleanup());

  const list = async (query: Record<string, string | number>) =>
    getJson<{ value: GamePage; code?: string; field?: string; message?: string }>(
      t.app,
      `/wps/game/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
  const ids = async (where = 'true', params: unknown[] = []) =>
    (await t.db.query<{ id: number }>(`SELECT g.id ${LISTED} WHERE ${where} ${ORDER}`, params)).rows.map((r) => r.id);
  const countWhere = async (where: string, params: unknown[] = []) => (await ids(where, params)).length;

  describe('paging', () => {
    it('pages the whole catalogue: total, totalPages, a partial last page, an empty page past it', async () => {
      const total = await countWhere('true');
      expect(total).toBeGreaterThan(9_900);
      const totalPages = Math.ceil(total / 100);
      const first = await list({ pageNo: 1, pageSize: 100 });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 100, total, totalPages });
      expect(first.body.value.games).toHaveLength(100);

      const last = (await list({ pageNo: totalPages, pageSize: 100 })).body.value;
      expect(last.games).toHaveLength(total - 100 * (totalPages - 1));
      expect(last.games.map((g) => g.nodeId)).toEqual((await ids()).slice(100 * (totalPages - 1)));

      const beyond = await list({ pageNo: totalPages + 1, pageSize: 100 });
      expect(beyond.status).toBe(200);
      expect(beyond.body.value).toEqual({ games: [], pageNo: totalPages + 1, pageSize: 100, total, totalPages });
    });

    it('lists hot games first, then the vendor order, pages joining up without gaps or repeats', async () => {
      const expected = await ids("g.game_type = 'FISH'");
      expect(expected.length).toBeGreaterThan(50);
      const pages: Game[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 25); pageNo += 1) {
        pages.push(...(await list({ gameType: 'FISH', pageNo, pageSize: 25 })).body.value.games);
      }
      expect(pages.map((g) => g.nodeId)).toEqual(expected);
      const hot = pages.findIndex((g) => g.isHot === 0);
      expect(hot).toBeGreaterThan(0);
      expect(pages.slice(hot).every((g) => g.isHot === 0)).toBe(true);
    });

    it('answers game cards: nodeId is the game id, icons on this origin, isGame GAME', async () => {
      const { games } = (await list({ vassalage: 'PG', pageNo: 1, pageSize: 5 })).body.value;
      const { rows } = await t.db.query<{ id: number; game_code: string; display_name: string }>(
        `SELECT id, game_code, display_name FROM games WHERE id = $1`,
        [games[0]!.nodeId],
      );
      for (const g of games) {
        expect(Object.keys(g).sort()).toEqual(Object.keys(GameSchema.properties).sort());
        expect(g).toMatchObject({ vassalage: 'PG', gameType: 'RNG', isGame: 'GAME' });
        expect(g.iconUrl).toBe(`/assets/game/${g.nodeId}.svg`);
        expect(g.lagerIcon).toBe(g.iconUrl);
      }
      expect(games[0]).toMatchObject({ gameCode: rows[0]!.game_code, displayName: rows[0]!.display_name });
    });

    it('keeps the per-card counts behind the totals in step with inserts, updates and deletes', async () => {
      const inStep = async () => {
        const actual = await t.db.query<{ k: string; n: number }>(
          'SELECT card_key AS k, count(*)::int AS n FROM games GROUP BY card_key ORDER BY 1',
        );
        const stored = await t.db.query<{ k: string; n: number }>(
          'SELECT card_key AS k, games AS n FROM game_card_counts WHERE games <> 0 ORDER BY 1',
        );
        expect(stored.rows).toEqual(actual.rows);
        for (const [query, where] of [
          [{ vassalage: 'PG' }, "g.vendor = 'PG'"],
          [{ gameType: 'FISH' }, "g.game_type = 'FISH'"],
          [{}, 'true'],
        ] as const) {
          expect((await list({ ...query, pageNo: 1, pageSize: 1 })).body.value.total).toBe(await countWhere(where));
        }
      };
      await inStep();
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO games (vendor, game_code, game_type, display_name, sort) VALUES
           ('PG', 'PG_RNG_C001', 'RNG', 'Count One', 99101), ('PG', 'PG_RNG_C002', 'RNG', 'Count Two', 99102)
         RETURNING id`,
      );
      await t.app.cache.invalidateAll(); // a change behind the API's back
      const ids = rows.map((r) => r.id);
      try {
        await inStep();
        await t.db.query("UPDATE games SET vendor = 'JILI', game_type = 'FISH' WHERE id = $1", [ids[0]]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
        await inStep();
      } finally {
        await t.db.query('DELETE FROM games WHERE id = ANY($1::int[])', [ids]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
      await inStep();
    });

    it('refuses page sizes and numbers outside the bounds with VALIDATION', async () => {
      for (const query of [
        { pageNo: 1, pageSize: 0 },
        { pageNo: 1, pageSize: 101 },
        { pageNo: 0, pageSize: 20 },
        { pageNo: 1, pageSize: 'x' },
      ]) {
        const res = await list(query);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION');
        expect(res.body.field).toBe(query.pageSize === 20 ? 'pageNo' : 'pageSize');
      }
      const missing = await list({ pageNo: 1 });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION', message: 'err_input_empty', field: 'pageSize' });
      expect((await list({ gameType: 'CASINO', pageNo: 1, pageSize: 20 })).body.code).toBe('VALIDATION');
    });
  });

  describe('filters and search', () => {
    it('filters by category and by vendor (a vendor can list in two categories)', async () => {
      const fish = (await list({ gameType: 'FISH', pageNo: 1, pageSize: 100 })).body.value;
      expect(fish.total).toBe(await countWhere("g.game_type = 'FISH'"));
      expect(fish.games.every((g) => g.gameType === 'FISH')).toBe(true);

      const jili = (await list({ vassalage: 'JILI', pageNo: 1, pageSize: 100 })).body.value;
      expect(jili.total).toBe(await countWhere("g.vendor = 'JILI'"));
      expect(jili.games.every((g) => g.vassalage === 'JILI')).toBe(true);
      expect(new Set(jili.games.map((g) => g.gameType))).toEqual(new Set(['FISH', 'RNG']));

      const both = (await list({ gameType: 'RNG', vassalage: 'JILI', pageNo: 1, pageSize: 20 })).body.value;
      expect(both.total).toBe(await countWhere("g.vendor = 'JILI' AND g.game_type = 'RNG'"));
      expect(both.games.every((g) => g.vassalage === 'JILI' && g.gameType === 'RNG')).toBe(true);

      const unknown = (await list({ vassalage: 'NOPE', pageNo: 1, pageSize: 20 })).body.value;
      expect(unknown).toMatchObject({ games: [], total: 0, totalPages: 0 });
    });

    it('searches the display name case-insensitively as a substring, with or without filters', async () => {
      for (const keyword of ['LuCkY', 'uck', ' lucky ', 'ck']) {
        const page = (await list({ keyword, pageNo: 1, pageSize: 100 })).body.value;
        const needle = keyword.trim().toLowerCase();
        expect(page.total).toBe(await countWhere('lower(g.display_name) LIKE $1', [`%${needle}%`]));
        expect(page.total).toBeGreaterThan(0);
        expect(page.games.every((g) => g.displayName.toLowerCase().includes(needle))).toBe(true);
      }
      const narrowed = (await list({ keyword: 'dragon', gameType: 'RNG', vassalage: 'PP', pageNo: 2, pageSize: 5 }))
        .body.value;
      const expected = await ids("lower(g.display_name) LIKE '%dragon%' AND g.vendor = 'PP' AND g.game_type = 'RNG'");
      expect(narrowed.total).toBe(expected.length);
      expect(narrowed.games.map((g) => g.nodeId)).toEqual(expected.slice(5, 10));
    });

    it('matches only display names: a vendor or game code finds nothing; no match is an empty page', async () => {
      const { rows } = await t.db.query<{ game_code: string }>(
        `SELECT game_code FROM games WHERE vendor = 'PG' LIMIT 1`,
      );
      for (const keyword of [rows[0]!.game_code, 'zzqqxx']) {
        const res = await list({ keyword, pageNo: 1, pageSize: 20 });
        expect(res.status).toBe(200);
        expect(res.body.value).toEqual({ games: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 });
      }
    });

    it('takes %, _ and \\ literally', async () => {
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO games (vendor, game_code, game_type, display_name, sort) VALUES
           ('PG', 'PG_RNG_T001', 'RNG', '100% Lucky_Spin', 99001), ('PG', 'PG_RNG_T002', 'RNG', 'Back\\Slash Bonanza', 99002)
         RETURNING id`,
      );
      await t.app.cache.invalidateAll(); // a change behind the API's back
      const [percent, backslash] = rows.map((r) => r.id);
      try {
        const found = async (keyword: string) =>
          (await list({ keyword, pageNo: 1, pageSize: 100 })).body.value.games.map((g) => g.nodeId);
        expect(await found('%')).toEqual([percent]);
        expect(await found('_')).toEqual([percent]);
        expect(await found('0% lucky_s')).toEqual([percent]);
        expect(await found('y_S')).toEqual([percent]);
        expect(await found('\\')).toEqual([backslash]);
        expect(await found('k\\s')).toEqual([backslash]);
        expect(await found('100%%')).toEqual([]);
      } finally {
        await t.db.query('DELETE FROM games WHERE id = ANY($1::int[])', [rows.map((r) => r.id)]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
    });

    it("lists only the merchant's enabled vendor cards, on the next call", async () => {
      const before = (await list({ pageNo: 1, pageSize: 20 })).body.value.total;
      const pg = await countWhere("g.vendor = 'PG' AND g.game_type = 'RNG'");
      await t.db.query("UPDATE vendors SET enabled = false WHERE code = 'PG' AND game_category = 'RNG'");
      await t.app.cache.invalidateAll(); // a change behind the API's back
      try {
        expect((await list({ pageNo: 1, pageSize: 20 })).body.value.total).toBe(before - pg);
        expect((await list({ vassalage: 'PG', pageNo: 1, pageSize: 20 })).body.value.total).toBe(0);
        expect((await list({ keyword: 'lucky', vassalage: 'PG', pageNo: 1, pageSize: 20 })).body.value.total).toBe(0);
      } finally {
        await t.db.query("UPDATE vendors SET enabled = true WHERE code = 'PG'");
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
      expect((await list({ pageNo: 1, pageSize: 20 })).body.value.total).toBe(before);
    });

    it('accepts its own merchant code and 404s an unknown one', async () => {
      expect((await list({ merchant: 'DEMO', pageNo: 1, pageSize: 1 })).body.value.total).toBeGreaterThan(0);
      const res = await list({ merchant: 'NOPE', pageNo: 1, pageSize: 1 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MERCHANT_NOT_FOUND');
    });
  });

  describe('image CDNs', () => {
    it("puts icons on the merchant's image CDN, or on IMAGE_CDNS when set (one per answer)", async () => {
      await t.db.query("UPDATE merchants SET image_cdns = ARRAY['https://img.example/'] WHERE code = 'DEMO'");
      await t.app.cache.invalidateAll(); // a change behind the API's back
      try {
        const { games } = (await list({ pageNo: 1, pageSize: 3 })).body.value;
        expect(games[0]!.iconUrl).toBe(`https://img.example/assets/game/${games[0]!.nodeId}.svg`);
      } finally {
        await t.db.query("UPDATE merchants SET image_cdns = ARRAY[''] WHERE code = 'DEMO'");
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
      const cdns = ['https://a.cdn.example', 'https://b.cdn.example'];
      const app = await buildApp({ db: t.db, config: { ...t.app.config, imageCdns: cdns } });
      try {
        // Still drawn per answer when the page comes from the cache: over 40 answers both CDNs show
        // (the chance that one never does is 2 × 2^-40).
        const drawn = new Set<string>();
        for (let i = 0; i < 40; i += 1) {
          const { games } = (await getJson<{ value: GamePage }>(app, '/wps/game/list?pageNo=1&pageSize=10')).body.value;
          const used = new Set(games.map((g) => g.iconUrl.replace(/\/assets\/game\/\d+\.svg$/, '')));
          expect(used.size).toBe(1);
          expect(cdns).toContain([...used][0]);
          drawn.add([...used][0]!);
        }
        expect([...drawn].sort()).toEqual(cdns);
      } finally {
        await app.close();
      }
    });
  });

  describe('hot games', () => {
    const hot = async () => (await getJson<{ value: { list: Game[] } }>(t.app, '/wps/game/hot')).body.value.list;

    it('answers at most 30 hot games of enabled vendors, each vendor’s first before any second', async () => {
      const games = await hot();
      const listedHot = await countWhere('g.is_hot = 1');
      expect(games).toHaveLength(Math.min(30, listedHot));
      expect(games.every((g) => g.isHot === 1)).toBe(true);
      const vendors = (await t.db.query<{ n: number }>(`SELECT count(DISTINCT g.card_key)::int AS n ${LISTED}`))
        .rows[0]!.n;
      const firsts = games.slice(0, Math.min(vendors, 30));
      expect(new Set(firsts.map((g) => `${g.vassalage}/${g.gameType}`)).size).toBe(firsts.length);
      expect(games.map((g) => g.nodeId)).toEqual(
        expect.arrayContaining((await ids('g.is_hot = 1 AND g.sort = 1')).slice(0, 30)),
      );
    });

    it('drops a disabled vendor and accepts the merchant code', async () => {
      await t.db.query("UPDATE vendors SET enabled = false WHERE code = 'PG'");
      await t.app.cache.invalidateAll(); // a change behind the API's back
      try {
        expect((await hot()).some((g) => g.vassalage === 'PG')).toBe(false);
      } finally {
        await t.db.query("UPDATE vendors SET enabled = true WHERE code = 'PG'");
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
      expect((await hot()).some((g) => g.vassalage === 'PG')).toBe(true);
      expect((await getJson(t.app, '/wps/game/hot?merchantCode=DEMO&isPlatform=2')).status).toBe(200);
      expect((await getJson(t.app, '/wps/game/hot?merchantCode=NOPE')).body.code).toBe('MERCHANT_NOT_FOUND');
    });
  });
});
