import { createHash } from 'node:crypto';
import { deriveResult } from 'shared-contracts/lottery';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { lotteryCalls, movableClock } from '../../../lottery-helpers';

/** 05:00:30 UTC (12:00:30 in Vietnam): the 1-minute game's draw 20250301 0301 closes at 05:00:55, draws at 05:01. */
const START = new Date('2025-03-01T05:00:30Z');

describe.each(BACKENDS)('lottery draws and results (/lotto/lgw/draws, results) on %s', (backend) => {
  let t: TestApp;
  const time = movableClock(START);
  let calls: ReturnType<typeof lotteryCalls>;

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: time.clock });
    calls = lotteryCalls(t);
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(() => time.set(START));

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
});
