import type { Game } from 'shared-contracts';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { playHelpers } from '../../../../../helpers/play';

const LUCKY = { host: 'lucky.localhost:8080' };

describe.each(BACKENDS)('GET /wps/game/popular on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let round = 0;
  beforeAll(async () => {
    t = await setupApp(backend);
    h = playHelpers(t, 'popular');
  }, 90_000);
  afterAll(() => t?.cleanup());

  const merchantIdOf = async (code: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [code])).rows[0]!.id;
  /** A settled bet record as the seamless API writes it, `daysAgo` days ago. */
  const bet = async (merchantId: number, memberId: number, vendor: string, code: string, daysAgo = 0, fun = false) => {
    round += 1;
    const game = await t.app.games.describe(merchantId, vendor, code);
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status, fun,
         created_at, settled_at, game_name, game_category)
       VALUES ($1, $2, $3, $4, $5, $6, 1000, 0, 'SETTLED', $7, now() - make_interval(days => $8),
         now() - make_interval(days => $8), $9, $10)`,
      [
        merchantId,
        memberId,
        vendor,
        code,
        `popular-${round}`,
        fun ? 'FUN' : 'VND',
        fun,
        daysAgo,
        game.name,
        game.category,
      ],
    );
  };
  const popular = async (query: string, headers: Record<string, string> = {}) =>
    getJson<{ value: { list: Game[] }; code?: string }>(t.app, `/wps/game/popular?${query}`, headers);
  const codes = (list: Game[]) => list.map((g) => g.gameCode);

  it('falls back to the hot games while nothing was played', async () => {
    const { status, body } = await popular('language=EN');
    expect(status).toBe(200);
    const hot = (await getJson<{ value: { list: Game[] } }>(t.app, '/wps/game/hot')).body.value.list;
    expect(codes(body.value.list)).toEqual(codes(hot).slice(0, 20));
  });

  it('puts the week’s most played real-money games first (players, then rounds), each once, per merchant', async () => {
    const demo = await merchantIdOf('DEMO');
    const lucky = await merchantIdOf('LUCKY');
    const [a, b, c] = [await h.member(0, 'pop_a'), await h.member(0, 'pop_b'), await h.member(0, 'pop_c')];
    // Two players on the dice, one player with three rounds on a PG slot.
    await bet(demo, a.id, 'DEMO', 'DEMO_DICE');
    await bet(demo, b.id, 'DEMO', 'DEMO_DICE', 2);
    for (let i = 0; i < 3; i++) await bet(demo, c.id, 'PG', 'PG_RNG_0002');
    // Not counted: older than a week, fun chips.
    for (const m of [a, b, c]) await bet(demo, m.id, 'PG', 'PG_RNG_0003', 8);
    for (const m of [a, b, c]) await bet(demo, m.id, 'PG', 'PG_RNG_0004', 0, true);
    // Lucky Star's play stays Lucky Star's.
    const luckyMember = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'lucky01'"))
      .rows[0]!;
    await bet(lucky, luckyMember.id, 'DEMO', 'DEMO_SLOT');

    const list = (await popular('limitNum=5')).body.value.list;
    expect(codes(list).slice(0, 2)).toEqual(['DEMO_DICE', 'PG_RNG_0002']);
    expect(list).toHaveLength(5);
    expect(new Set(codes(list)).size).toBe(5);
    expect(codes(list)).not.toContain('PG_RNG_0003');
    expect(codes(list)).not.toContain('PG_RNG_0004');

    const luckyList = (await popular('limitNum=5', LUCKY)).body.value.list;
    expect(codes(luckyList)[0]).toBe('DEMO_SLOT');
    expect(codes(luckyList)).not.toContain('DEMO_DICE');
  });

  it('refuses a limit outside 1..20', async () => {
    for (const q of ['limitNum=0', 'limitNum=21', 'limitNum=x']) {
      const { status, body } = await popular(q);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION');
    }
  });
});
