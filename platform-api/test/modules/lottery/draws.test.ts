import { buildTestApp, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS, openSeededDb } from '../../helpers/db';
import { parseCloseBefore } from '../../../src/infra/config';
import { createDraws } from '../../../src/modules/lottery/draws';
import { lotteryCalls } from './lottery-helpers';

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
