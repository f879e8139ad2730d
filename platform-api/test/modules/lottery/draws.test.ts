import { createHash } from 'node:crypto';
import { deriveResult } from 'shared-contracts/lottery';
import { buildTestApp, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS, openSeededDb } from '../../helpers/db';
import { playHelpers } from '../../helpers/play';
import { parseCloseBefore } from '../../../src/infra/config';
import { createDraws } from '../../../src/modules/lottery/draws';
import { lotteryCalls, movableClock } from './lottery-helpers';

/** 05:00:30 UTC (12:00:30 in Vietnam): the 1-minute game's draw 20250301 0301 closes at 05:00:55, draws at 05:01. */
const START = new Date('2025-03-01T05:00:30Z');

describe.each(BACKENDS)('lottery draws and reads on %s', (backend) => {
  let t: TestApp;
  const time = movableClock(START);
  let calls: ReturnType<typeof lotteryCalls>;
  let play: ReturnType<typeof playHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: time.clock });
    calls = lotteryCalls(t);
    play = playHelpers(t, `ld_${backend}`);
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(() => time.set(START));

  it('answers the menus of the merchant prize mode with its odds, and none for ZY', async () => {
    const menus = await calls.get('/lgw/games/game_menus');
    expect(menus.status).toBe(200);
    const v = menus.body.value;
    expect(v.prizeMode).toBe('ELOTT');
    expect(v.gameMenus.map((g: { accountTypeName: string }) => g.accountTypeName)).toEqual(['TCG_LOTTO_VN', 'SEA']);
    const [vn, sea] = v.gameMenus;
    expect(vn.games).toHaveLength(6);
    expect(vn.games[0]).toMatchObject({
      gameCode: 'VN_FAST_1M',
      intervalSeconds: 60,
      dailyAt: null,
      prizeMode: 'ELOTT',
    });
    expect(vn.games.find((g: { gameCode: string }) => g.gameCode === 'VN_NORTH')).toMatchObject({
      intervalSeconds: null,
      dailyAt: '18:15',
      closeBeforeSeconds: 600,
    });
    expect(vn.games[0].odds).toContainEqual({ betType: 'LO2', odds: 357, liabilityCap: 2_000_000_000 });
    expect(sea.games).toEqual([expect.objectContaining({ gameCode: 'SEA_THAI_5M', prizeMode: 'SEA' })]);
    expect(sea.games[0].odds).toContainEqual(expect.objectContaining({ betType: 'TOP3', odds: 85_000 }));
    expect((await calls.get('/lgw/games/game_menus?prizeMode=ZY')).body.value.gameMenus).toEqual([]);
    expect((await calls.get('/lgw/games/game_menus?prizeMode=LOTT')).body.value.gameMenus[0].games).toEqual([]);

    const m = await play.member();
    const vnMenu = await calls.get('/lgw/vn/games/game_menu', m.token);
    expect(vnMenu.body.value.gameMenus).toHaveLength(1);
    expect((await calls.get('/lgw/vn/games/game_menu')).status).toBe(401);
  });

  it('shows the VN games without lottery cards in LOTT (Lucky Star)', async () => {
    const menus = await t.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus',
      headers: { host: 'lucky.localhost' },
    });
    const v = menus.json().value;
    expect(v.prizeMode).toBe('LOTT');
    expect(v.gameMenus[0].games[0]).toMatchObject({ prizeMode: 'LOTT' });
    expect(v.gameMenus[0].games[0].odds).toContainEqual(expect.objectContaining({ betType: 'LO2', odds: 350 }));
  });

  it('hides the seed until the draw, then reveals it with the result it derives', async () => {
    const opened = await calls.opened('VN_FAST_1M');
    expect(opened.open).toMatchObject({
      gameCode: 'VN_FAST_1M',
      numero: '202503010721',
      status: 'OPEN',
      closesAt: '2025-03-01T05:00:55.000Z',
      drawAt: '2025-03-01T05:01:00.000Z',
      seed: null,
      result: null,
    });
    const url = `/lotto/lgw/draws?gameCode=VN_FAST_1M&numero=${opened.open.numero}`;
    expect((await calls.get(url)).body.value).toMatchObject({ seed: null, seedHash: opened.open.seedHash });
    expect(await t.app.lottery.drawDue()).toEqual([]);

    time.set(new Date('2025-03-01T05:01:00Z'));
    const drawn = await t.app.lottery.drawDue();
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    expect(await t.app.lottery.drawDue()).toEqual([]);
    const draw = (await calls.get(url)).body.value;
    expect(draw.status).toBe('DRAWN');
    expect(createHash('sha256').update(draw.seed).digest('hex')).toBe(draw.seedHash);
    expect(draw.result).toEqual(await deriveResult('NORTH', draw.seed, 'VN_FAST_1M', draw.numero));
    expect(draw.result.DB[0]).toMatch(/^\d{5}$/);

    const now = await calls.opened('VN_FAST_1M');
    expect(now.open.numero).toBe('202503010722');
    expect(now.last).toMatchObject({ numero: draw.numero, seed: draw.seed });
    const results = await calls.get('/lotto/lgw/results?gameCode=VN_FAST_1M&date=2025-03-01&pageNo=1&pageSize=5');
    expect(results.body.value).toMatchObject({ total: 1, totalPages: 1, list: [{ numero: draw.numero }] });
    const otherDay = await calls.get('/lotto/lgw/results?gameCode=VN_FAST_1M&date=2025-03-02&pageNo=1&pageSize=5');
    expect(otherDay.body.value.total).toBe(0);
  });

  it('answers DRAW_NOT_FOUND for a numero without a draw', async () => {
    const r = await calls.get('/lotto/lgw/draws?gameCode=VN_FAST_1M&numero=201901010001');
    expect(r).toMatchObject({ status: 404, body: { code: 'DRAW_NOT_FOUND' } });
  });

  it('creates the current and next draw of every game, once', async () => {
    time.set(new Date('2025-03-02T05:00:30Z'));
    expect(await t.app.lottery.ensureDraws()).toBe(14);
    expect(await t.app.lottery.ensureDraws()).toBe(0);
    const vn = await calls.get('/lgw/vn/numeros/opened/game');
    expect(vn.body.value.list).toHaveLength(6);
    expect(vn.body.value.list.every((d: { seed: unknown }) => d.seed === null)).toBe(true);
  });

  it('launches the lobby or a game betting page with a same-site back URL', async () => {
    const m = await play.member(4);
    const launch = (q: string) => calls.get(`/lgw/lottery/launch?launchMode=LOTT&${q}`, m.token);
    expect((await launch('lottoArea=VN&lottoView=lobby')).body.value.url).toBe('/vnLottery?view=lobby');
    expect(
      (await launch('lottoArea=VN&lottoView=betting&lottoGameCode=VN_NORTH&backUrl=%2Findex')).body.value.url,
    ).toBe('/vnLottery?gameCode=VN_NORTH&view=betting&backUrl=%2Findex');
    expect((await launch('lottoArea=SEA&lottoView=lobby&backUrl=https%3A%2F%2Fevil.example')).body.value.url).toBe(
      '/seaLottery?view=lobby',
    );
  });
});

describe.each(BACKENDS.filter((b) => b === 'postgres'))('lottery draws with two API instances on %s', (backend) => {
  it('inserts one draw per slot when both create them at once', async () => {
    const first = await openSeededDb(backend);
    const second = first.reopen!();
    const [a, b] = await Promise.all([buildTestApp(first.db), buildTestApp(second)]);
    try {
      const at = new Date('2025-03-03T05:00:30Z');
      const created = await Promise.all([
        a.lottery.ensureDraws(at),
        b.lottery.ensureDraws(at),
        a.lottery.ensureDraws(at),
      ]);
      expect(created.reduce((x, y) => x + y, 0)).toBe(14);
      const { rows } = await first.db.query<{ n: number; slots: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT (game_code, numero))::int AS slots FROM lottery_draws',
      );
      expect(rows[0]).toEqual({ n: 14, slots: 14 });
      const drawAt = new Date('2025-03-03T05:01:00Z');
      const drawn = await Promise.all([a.lottery.drawDue(drawAt), b.lottery.drawDue(drawAt)]);
      expect(drawn.flat().sort()).toEqual([...new Set(drawn.flat())].sort());
      expect(drawn.flat()).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await second.close();
      await first.cleanup();
    }
  });
});

describe('lottery time scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!, { lotteryTimeScale: 6 });
  }, 60_000);
  afterAll(() => t.cleanup());

  it('runs the fast games 6 times faster and the draws job every 2 s', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value;
    const games = menus.gameMenus[0].games;
    expect(games[0]).toMatchObject({ gameCode: 'VN_FAST_1M', intervalSeconds: 10, closeBeforeSeconds: 1 });
    expect(games.find((g: { gameCode: string }) => g.gameCode === 'VN_NORTH')).toMatchObject({ dailyAt: '18:15' });
    expect(t.app.jobs.definitions().find((j) => j.name === 'lottery.draws')).toMatchObject({ every: 2 });
  });
});

describe('lottery closing time (LOTTERY_CLOSE_BEFORE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!, { lotteryCloseBefore: { VN_FAST_1M: 20, VN_NORTH: 1800 } });
  }, 60_000);
  afterAll(() => t.cleanup());

  it('closes betting the configured seconds before the draw, in the menus and on the draws', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value;
    const games = menus.gameMenus[0].games as { gameCode: string; closeBeforeSeconds: number }[];
    expect(games.find((g) => g.gameCode === 'VN_FAST_1M')).toMatchObject({ closeBeforeSeconds: 20 });
    expect(games.find((g) => g.gameCode === 'VN_NORTH')).toMatchObject({ closeBeforeSeconds: 1800 });
    expect(games.find((g) => g.gameCode === 'VN_FAST_3M')).toMatchObject({ closeBeforeSeconds: 15 });
    const open = (await lotteryCalls(t).opened('VN_FAST_1M')).open;
    expect(Date.parse(open.drawAt) - Date.parse(open.closesAt)).toBe(20_000);
  });

  it('refuses at start a closing time that is not a game, malformed, or as long as a fast game interval', () => {
    expect(parseCloseBefore('VN_FAST_1M=10, VN_NORTH=900')).toEqual({ VN_FAST_1M: 10, VN_NORTH: 900 });
    expect(parseCloseBefore(undefined)).toEqual({});
    expect(() => parseCloseBefore('VN_FAST_1M=ten')).toThrow('LOTTERY_CLOSE_BEFORE');
    expect(() => parseCloseBefore('VN_FAST_1M=0')).toThrow('LOTTERY_CLOSE_BEFORE');
    expect(() => createDraws({ db: t.db, timeScale: 1, closeBefore: { NOPE: 5 } })).toThrow('no lottery game NOPE');
    expect(() => createDraws({ db: t.db, timeScale: 1, closeBefore: { VN_FAST_1M: 60 } })).toThrow('every 60 s');
  });
});
