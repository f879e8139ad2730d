/** @pglite: the bets routes on the embedded database too. */
import { maskAccount } from '../../../../../../src/modules/bets/winner-repository';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

describe('maskAccount', () => {
  it('keeps two characters at each end of long names, one of short ones', () => {
    expect(maskAccount('demo_player')).toBe('de***er');
    expect(maskAccount('abcde')).toBe('ab***de');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('bob')).toBe('b***b');
    expect(maskAccount('al')).toBe('a***');
    expect(maskAccount('nguyễnvăn')).toBe('ng***ăn');
  });
});

describe.each(BACKENDS)('GET /wps/game/winners on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let merchantId: number;
  const rng = queuedRng();
  let round = 0;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, 'winners');
    merchantId = await h.merchantId();
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A bet record as the seamless API writes it, settled `daysAgo` (fractional) days ago. */
  const bet = async (
    memberId: number,
    r: {
      vendor: string;
      game: string;
      stake: number;
      payout: number;
      fun?: boolean;
      status?: string;
      daysAgo?: number;
    },
  ) => {
    round += 1;
    const game = await t.app.games.describe(merchantId, r.vendor, r.game);
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status, fun,
         created_at, settled_at, game_name, game_category)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(secs => $11),
         CASE WHEN $9 = 'OPEN' THEN NULL ELSE now() - make_interval(secs => $11) END, $12, $13)`,
      [
        merchantId,
        memberId,
        r.vendor,
        r.game,
        `test-${round}`,
        r.fun ? 'FUN' : 'VND',
        r.stake,
        r.payout,
        r.status ?? 'SETTLED',
        r.fun ?? false,
        Math.round((r.daysAgo ?? 0) * 86_400),
        game.name,
        game.category,
      ],
    );
  };
  const board = async (query: string) => h.get(`/wps/game/winners?${query}`);

  it('lists the biggest settled real-money wins of the last 7 days, masked, biggest then newest first', async () => {
    const alpha = await h.member(0, 'winner_alpha');
    const bo = await h.member(0, 'bo');
    const trial = await h.member(4, 'trial_0123456789abcdef');
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_SLOT', stake: 1_000, payout: 50_000, daysAgo: 1 });
    await bet(bo.id, { vendor: 'PG', game: 'PG_RNG_0001', stake: 1_000, payout: 3_000, daysAgo: 0.5 });
    await bet(alpha.id, { vendor: 'SABA', game: 'SABA', stake: 1_000, payout: 3_000, daysAgo: 0.1 });
    await bet(alpha.id, { vendor: 'EVO', game: 'EVO_LIVE_0001', stake: 2_000, payout: 4_000, daysAgo: 2 });
    // Not on the board: fun rounds, lost or even rounds, open or rolled-back rounds, older than 7 days.
    await bet(trial.id, { vendor: 'DEMO', game: 'DEMO_DICE', stake: 1_000, payout: 98_000, fun: true });
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_DICE', stake: 1_000, payout: 1_000 });
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_DICE', stake: 1_000, payout: 500 });
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_DICE', stake: 1_000, payout: 0, status: 'OPEN' });
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_DICE', stake: 0, payout: 0, status: 'ROLLED_BACK' });
    await bet(alpha.id, { vendor: 'DEMO', game: 'DEMO_SLOT', stake: 1_000, payout: 900_000, daysAgo: 8 });

    const { status, body } = await board('gameCategory=ALL&language=EN&limitNum=20');
    expect(status).toBe(200);
    const list = body.value.list.map((w: { vo: Record<string, unknown> }) => w.vo);
    const pg = (
      await t.db.query<{ name: string }>("SELECT display_name AS name FROM games WHERE game_code = 'PG_RNG_0001'")
    ).rows[0]!.name;
    const evo = (
      await t.db.query<{ name: string }>("SELECT display_name AS name FROM games WHERE game_code = 'EVO_LIVE_0001'")
    ).rows[0]!.name;
    expect(list.map((w: Record<string, unknown>) => ({ ...w, time: typeof w.time }))).toEqual([
      {
        account: 'wi***ha',
        displayName: 'Demo Lucky Slot',
        vassalage: 'DEMO',
        gameCategory: 'RNG',
        winAmount: 50_000,
        time: 'string',
      },
      {
        account: 'wi***ha',
        displayName: evo,
        vassalage: 'EVO',
        gameCategory: 'LIVE',
        winAmount: 4_000,
        time: 'string',
      },
      // Equal wins: the newer first; a vendor card without catalogue games shows the vendor's name.
      {
        account: 'wi***ha',
        displayName: 'SABA Sports',
        vassalage: 'SABA',
        gameCategory: 'SPORTS',
        winAmount: 3_000,
        time: 'string',
      },
      { account: 'b***', displayName: pg, vassalage: 'PG', gameCategory: 'RNG', winAmount: 3_000, time: 'string' },
    ]);
    expect(new Date(list[0].time as string).getTime()).toBeLessThan(Date.now() - 86_000_000);
    expect(list[2].time > list[3].time).toBe(true);
  });

  it('filters by category and honours limitNum (at most 20)', async () => {
    const sports = await board('gameCategory=SPORTS&limitNum=20');
    expect(sports.body.value.list.map((w: { vo: { vassalage: string } }) => w.vo.vassalage)).toEqual(['SABA']);
    const rng2 = await board('gameCategory=RNG&limitNum=20');
    expect(rng2.body.value.list.map((w: { vo: { vassalage: string } }) => w.vo.vassalage)).toEqual(['DEMO', 'PG']);
    const two = await board('gameCategory=ALL&limitNum=2');
    expect(two.body.value.list.map((w: { vo: { winAmount: number } }) => w.vo.winAmount)).toEqual([50_000, 4_000]);
    expect(await board('gameCategory=ALL&limitNum=21')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await board('gameCategory=ALL&limitNum=0')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await board('gameCategory=CASINO&limitNum=5')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });

  it('shows a win played through the demo vendor, never a fun one', async () => {
    const m = await h.member(0, 'demo_champion');
    const trial = await h.member(4);
    for (const p of [m, trial]) {
      const launched = await h.launch(p.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
      const page = await h.open(launched.body.value.url);
      rng.queue(99); // roll 100
      const won = await h.round(page.state.session, { stake: 100_000, choice: { direction: 'over', target: 99 } });
      expect(won.body.value.payout).toBe(9_800_000);
    }
    const { body } = await board('gameCategory=ALL&limitNum=1');
    expect(body.value.list).toEqual([
      {
        vo: {
          account: 'de***on',
          displayName: 'Demo Dice',
          vassalage: 'DEMO',
          gameCategory: 'RNG',
          winAmount: 9_800_000,
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      },
    ]);
  });
});
