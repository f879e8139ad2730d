/** A brand's odds tables read and changed from the console (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { operatorHeaders } from '../../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../../helpers/payments';

describe.each(BACKENDS)('a brand’s lottery odds (/ops/lottery/odds) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_admin', 'demo_risk', 'lucky_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (who: string | null, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who ? as[who] : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const row = (value: Json, mode: string, structure: string, betType: string) =>
    value.tables
      .find((x: Json) => x.prizeMode === mode && x.structure === structure)
      ?.rows.find((r: Json) => r.betType === betType);

  it('lists the five tables with their defaults; the owner changes one bet type, audited, and players see it', async () => {
    const before = await call('demo_admin', 'GET', '/ops/lottery/odds?merchant=DEMO');
    expect(before.status).toBe(200);
    const { vnPrizeMode } = before.body.value;
    expect(['LOTT', 'ELOTT']).toContain(vnPrizeMode);
    expect(before.body.value.tables.map((x: Json) => `${x.prizeMode}:${x.structure}`)).toEqual([
      'LOTT:NORTH',
      'LOTT:SOUTH',
      'ELOTT:NORTH',
      'ELOTT:SOUTH',
      'SEA:THAI',
    ]);
    expect(row(before.body.value, 'LOTT', 'NORTH', 'LO2')).toEqual({
      betType: 'LO2',
      odds: 350,
      liabilityCap: 2_000_000_000,
      defaultOdds: 350,
      defaultCap: 2_000_000_000,
    });

    const change = { prizeMode: vnPrizeMode, structure: 'NORTH', betType: 'LO2', odds: 340, liabilityCap: 5_000_000 };
    const refused = await call('demo_admin', 'PUT', '/ops/lottery/odds?merchant=DEMO', change);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const res = await call('demo_owner', 'PUT', '/ops/lottery/odds?merchant=DEMO', change);
    expect(res.status).toBe(200);
    expect(row(res.body.value, vnPrizeMode, 'NORTH', 'LO2')).toMatchObject({ odds: 340, liabilityCap: 5_000_000 });
    // Another brand's table is its own.
    const lucky = (await call('lucky_admin', 'GET', '/ops/lottery/odds?merchant=LUCKY')).body.value;
    expect(row(lucky, vnPrizeMode, 'NORTH', 'LO2').liabilityCap).toBe(2_000_000_000);

    const audit = await t.app.operator.auditOf('lottery_odds', `DEMO:${vnPrizeMode}:NORTH:LO2`);
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'demo_owner',
        action: 'lottery.odds',
        before: { odds: row(before.body.value, vnPrizeMode, 'NORTH', 'LO2').odds, liabilityCap: 2_000_000_000 },
        after: { odds: 340, liabilityCap: 5_000_000 },
      }),
    ]);
    // The players' menu (which placement's odds come from too) shows the new odds at once.
    const menus = (await t.app.inject({ url: '/lgw/games/game_menus', headers: { host: 'localhost' } })).json();
    const game = menus.value.gameMenus[0].games.find((g: Json) => g.gameCode === 'VN_FAST_1M');
    expect(game.odds.find((o: Json) => o.betType === 'LO2')).toEqual({
      betType: 'LO2',
      odds: 340,
      liabilityCap: 5_000_000,
    });
  });

  it('refuses bad changes with 400 and the field, never a 500', async () => {
    const ok = { prizeMode: 'LOTT', structure: 'NORTH', betType: 'DE', odds: 9_000, liabilityCap: 1_000_000 };
    for (const [patch, field] of [
      [{ odds: 0 }, 'odds'],
      [{ odds: 1.5 }, 'odds'],
      [{ odds: 10_000_001 }, 'odds'],
      [{ odds: '90' }, 'odds'],
      [{ liabilityCap: -1 }, 'liabilityCap'],
      [{ liabilityCap: 1_000_000_000_001 }, 'liabilityCap'],
      [{ betType: 'NOPE' }, 'betType'],
      [{ betType: 'TOP3' }, 'betType'],
      [{ structure: 'THAI' }, 'structure'],
      [{ prizeMode: 'ZY' }, 'prizeMode'],
      [{ odds: undefined }, 'odds'],
    ] as const) {
      const res = await call('demo_owner', 'PUT', '/ops/lottery/odds?merchant=DEMO', { ...ok, ...patch });
      expect([patch, res.status, res.body.code, res.body.field]).toEqual([patch, 400, 'VALIDATION', field]);
    }
    const extra = await call('demo_owner', 'PUT', '/ops/lottery/odds?merchant=DEMO', { ...ok, note: 'x' });
    expect([extra.status, extra.body.code]).toEqual([400, 'VALIDATION']);
  });

  it('needs a session (401) and lottery.read for the brand (403)', async () => {
    expect((await call(null, 'GET', '/ops/lottery/odds?merchant=DEMO')).status).toBe(401);
    expect((await call('demo_risk', 'GET', '/ops/lottery/odds?merchant=DEMO')).status).toBe(403);
    expect((await call('lucky_admin', 'GET', '/ops/lottery/odds?merchant=DEMO')).status).toBe(403);
    expect((await call('demo_owner', 'GET', '/ops/lottery/odds?merchant=NOPE')).status).toBe(404);
  });
});
