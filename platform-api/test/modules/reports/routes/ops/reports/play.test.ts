/** The reports' play by game and by player, and their day cut (on PostgreSQL; its module's routes run on PGlite in another file, docs/testing.md). */
import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import type { Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';
import { liveRound } from '../../../../../helpers/live';

/** Seeded operators: dashboard.read (finance, admin, auditor, owner; LUCKY's marketing) and roles without it. */
const WHO = ['demo_finance', 'demo_admin', 'demo_auditor', 'demo_owner', 'demo_risk', 'demo_support'] as const;
const LUCKY = ['lucky_admin', 'lucky_marketing'] as const;

const cents = (s: string) => Math.round(Number(s) * 100);
const sum = (rows: Json[], k: string) => rows.reduce((a: number, r: Json) => a + cents(r[k]), 0);

describe.each(BACKENDS)('GET /ops/reports/{games,players} on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  const rng = queuedRng();
  const as: Record<string, Record<string, string>> = {};
  let player: { id: number; username: string; token: string };
  const played = { stake: 0, payout: 0, rounds: 0 };
  const dice = { stake: 0, payout: 0, rounds: 0 };

  const get = async (who: string, url: string): Promise<{ status: number; body: Json; text: string }> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as[who]! });
    return { status: res.statusCode, body: url.includes('.csv') ? null : res.json(), text: res.body };
  };
  /** One settled demo-vendor round through the launch, the game page and the seamless wallet. */
  const playRound = async (token: string, query: Record<string, string>, draw: number, stake: number) => {
    const launched = await h.launch(token, query);
    const page = await h.open(launched.body.value.url);
    rng.queue(draw);
    const round = await h.round(page.state.session, { stake, choice: { direction: 'under', target: 51 } });
    expect(round.body).toMatchObject({ success: true });
  };

  beforeAll(async () => {
    t = await setupApp(backend, {}, { demoVendorRng: rng });
    h = playHelpers(t, 'rep');
    const repo = createOperatorSessionsRepository(t.db);
    for (const username of [...WHO, ...LUCKY]) {
      const row = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))
        .rows[0]!;
      const s = await repo.create({ operatorId: row.id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      as[username] = { cookie: `ops_session=${s.token}` };
    }
    player = await h.member();
    for (const [query, draw, stake] of [
      [{ vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 5_000], // lost
      [{ vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 49, 10_000], // won
      [{ vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 1_000], // lost
      [{ vassalage: 'EVO', gameCode: 'EVO_LIVE_0002' }, 99, 100],
    ] as const) {
      if (query.vassalage === 'EVO')
        // A live roulette round at EVO's table (demo-live): number 1, the ball on 0: lost.
        await liveRound(t, h, rng, player.token, { gameCode: query.gameCode, spot: 'N1', stake, pocket: 0 });
      else await playRound(player.token, query, draw, stake);
      played.stake += stake;
      played.rounds += 1;
      if (query.vassalage === 'DEMO') Object.assign(dice, { stake: dice.stake + stake, rounds: dice.rounds + 1 });
    }
    // What the wallet paid, from the rounds the player just played (the bets module's own rows).
    const { rows } = await t.db.query<{ vendor: string; stake: string; payout: string }>(
      "SELECT vendor, stake, payout FROM bet_records WHERE member_id = $1 AND status = 'SETTLED'",
      [player.id],
    );
    expect(rows.reduce((a, r) => a + Number(r.stake), 0)).toBe(played.stake);
    played.payout = rows.reduce((a, r) => a + Number(r.payout), 0);
    dice.payout = rows.filter((r) => r.vendor === 'DEMO').reduce((a, r) => a + Number(r.payout), 0);
    expect(dice.payout).toBeGreaterThan(0);
  }, 120_000);
  afterAll(() => t?.cleanup());

  it("shows the player's row and the game's row exactly as the rounds staked and paid", async () => {
    const r = await get('demo_finance', '/ops/reports/players?merchant=DEMO&pageSize=100');
    expect(r.status).toBe(200);
    const v = r.body.value;
    expect(v).toMatchObject({ merchant: 'DEMO', currency: 'VND', timeZone: 'Asia/Ho_Chi_Minh', pageNo: 1 });
    expect(v.byDay).toHaveLength(7);
    const mine = v.list.find((row: Json) => row.username === player.username);
    expect(mine).toEqual({
      merchant: 'DEMO',
      username: player.username,
      stakes: (played.stake / 100).toFixed(2),
      payouts: (played.payout / 100).toFixed(2),
      ggr: ((played.stake - played.payout) / 100).toFixed(2),
      rake: '0.00',
      rounds: 4,
      games: 2,
    });
    // Every row together is the totals, and each day's play adds up to them too.
    expect(sum(v.list, 'stakes')).toBe(cents(v.totals.stakes));
    expect(sum(v.list, 'ggr')).toBe(cents(v.totals.ggr));
    expect(sum(v.byDay, 'stakes')).toBe(cents(v.totals.stakes));
    expect(v.total).toBe(v.list.length);
    expect(v.totals.players).toBe(v.list.length);

    const g = (await get('demo_finance', '/ops/reports/games?merchant=DEMO&pageSize=100')).body.value;
    expect(g.list.find((row: Json) => row.gameCode === 'EVO_LIVE_0002')).toMatchObject({
      vendor: 'EVO',
      stakes: '1.00',
      payouts: '0.00',
      ggr: '1.00',
      rake: '0.00',
      rounds: 1,
      players: 1,
    });
    const diceRow = g.list.find((row: Json) => row.gameCode === 'DEMO_DICE');
    expect(diceRow).toMatchObject({ vendor: 'DEMO', rounds: dice.rounds, players: 1 });
    expect(cents(diceRow.stakes)).toBe(dice.stake);
    expect(cents(diceRow.payouts)).toBe(dice.payout);
    expect(sum(g.list, 'ggr')).toBe(cents(g.totals.ggr));
    // Highest GGR first.
    const ggrs = g.list.map((row: Json) => cents(row.ggr));
    expect(ggrs).toEqual([...ggrs].sort((a: number, b: number) => b - a));
  });

  it("cuts days at the brand's midnight (Asia/Ho_Chi_Minh for DEMO), and at UTC midnight for every brand", async () => {
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    expect(demo.timeZone).toBe('Asia/Ho_Chi_Minh'); // UTC+7, no daylight saving
    const late = await h.member(0, 'rep_tz');
    const round = (id: string, stake: number, at: string) =>
      t.db.query(
        `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status,
           created_at, settled_at, game_name, game_category)
         VALUES ($1, $2, 'DEMO', 'DEMO_DICE', $3, 'VND', $4, 0, 'SETTLED', $5, $5, 'Dice', 'RNG')`,
        [demo.id, late.id, id, stake, at],
      );
    await round('rep-before', 1_100, '2026-03-10T16:59:59Z'); // 23:59:59 on the 10th in Ho Chi Minh City
    await round('rep-after', 2_200, '2026-03-10T17:00:00Z'); // 00:00 on the 11th there
    const row = async (who: string, q: string) =>
      (await get(who, `/ops/reports/players?${q}`)).body.value.list.find((r: Json) => r.username === 'rep_tz');
    expect(await row('demo_finance', 'merchant=DEMO&from=2026-03-10&to=2026-03-10')).toMatchObject({
      stakes: '11.00',
      rounds: 1,
    });
    expect(await row('demo_finance', 'merchant=DEMO&from=2026-03-11&to=2026-03-11')).toMatchObject({
      stakes: '22.00',
      rounds: 1,
    });
    const two = (await get('demo_finance', '/ops/reports/players?merchant=DEMO&from=2026-03-09&to=2026-03-12')).body
      .value;
    expect(two.byDay.map((d: Json) => [d.date, d.stakes])).toEqual([
      ['2026-03-09', '0.00'],
      ['2026-03-10', '11.00'],
      ['2026-03-11', '22.00'],
      ['2026-03-12', '0.00'],
    ]);
    // Every brand (the owner without `merchant`): UTC days, both rounds on the 10th.
    const all = (await get('demo_owner', '/ops/reports/players?from=2026-03-10&to=2026-03-10')).body.value;
    expect(all).toMatchObject({ merchant: null, timeZone: 'UTC', currency: null });
    expect(all.list.find((r: Json) => r.username === 'rep_tz')).toMatchObject({ merchant: 'DEMO', stakes: '33.00' });
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=yesterday', 'from'],
    ['from=2026-03-01&to=2026-3-1', 'to'],
  ])('refuses the range %s as 400 VALIDATION on %s', async (q, field) => {
    for (const kind of ['games', 'players', 'players/export.csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ops/reports/${kind}?merchant=DEMO&${q}`,
        headers: as.demo_finance!,
      });
      expect([kind, res.statusCode, res.json().code, res.json().field]).toEqual([kind, 400, 'VALIDATION', field]);
    }
  });

  it('answers 366 days, and pages: page 2 of one row each is the second row', async () => {
    expect((await get('demo_finance', '/ops/reports/games?merchant=DEMO&from=2025-03-11&to=2026-03-11')).status).toBe(
      200,
    );
    const all = (await get('demo_finance', '/ops/reports/games?merchant=DEMO&pageSize=100')).body.value;
    const second = (await get('demo_finance', '/ops/reports/games?merchant=DEMO&pageSize=1&page=2')).body.value;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 1, total: all.total, totalPages: all.total });
    expect(second.list).toEqual([all.list[1]]);
  });

  it('lets the roles with dashboard.read in, and no one else; another brand is FORBIDDEN', async () => {
    for (const who of ['demo_admin', 'demo_auditor', 'demo_owner'])
      expect([who, (await get(who, '/ops/reports/games?merchant=DEMO')).status]).toEqual([who, 200]);
    expect((await get('lucky_marketing', '/ops/reports/games?merchant=LUCKY')).status).toBe(200);
    for (const who of ['demo_risk', 'demo_support'])
      expect([who, (await get(who, '/ops/reports/games?merchant=DEMO')).body.code]).toEqual([who, 'FORBIDDEN']);
    expect(await get('lucky_admin', '/ops/reports/players?merchant=DEMO')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    const lucky = (await get('lucky_admin', '/ops/reports/players?merchant=LUCKY')).body.value;
    expect(lucky).toMatchObject({ merchant: 'LUCKY', currency: 'USD', timeZone: 'America/New_York' });
    expect(lucky.list.find((r: Json) => r.username === player.username)).toBeUndefined();
  });

  it('exports every row as CSV', async () => {
    const res = await get('demo_finance', '/ops/reports/players/export.csv?merchant=DEMO');
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('merchant,username,stakes,payouts,ggr,rake,rounds,games');
    expect(lines).toContain(
      `DEMO,${player.username},${(played.stake / 100).toFixed(2)},${(played.payout / 100).toFixed(2)},${(
        (played.stake - played.payout) /
        100
      ).toFixed(2)},0.00,4,2`,
    );
    const games = await get('demo_finance', '/ops/reports/games/export.csv?merchant=DEMO');
    expect(games.text.split('\r\n')[0]).toBe(
      'vendor,gameCode,gameName,category,stakes,payouts,ggr,rake,rounds,players',
    );
  });
});
