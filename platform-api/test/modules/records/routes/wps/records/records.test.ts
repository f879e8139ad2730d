/** @pglite: the records routes on the embedded database too. */
import { moneyPostings } from '../../../../../../src/modules/wallet';
import { TEST_FUNDING as FUNDING_AMOUNT } from '../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { playHelpers, queuedRng } from '../../../../../helpers/play';
import { liveRound } from '../../../../../helpers/live';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)('/wps/records on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  const rng = queuedRng();
  // A member who played three DEMO dice rounds (lost 5,000, won 9,800 on 5,000, lost 100 at EVO),
  // one round in fun mode, and had a deposit and a paid withdrawal.
  let player: { id: number; token: string };

  const playRound = async (token: string, query: Record<string, string>, draw: number, stake: number) => {
    const launched = await h.launch(token, query);
    const page = await h.open(launched.body.value.url);
    rng.queue(draw);
    const round = await h.round(page.state.session, { stake, choice: { direction: 'under', target: 51 } });
    expect(round.status).toBe(200);
  };
  const get = (path: string, token: string | null, query: Record<string, string | number> = {}) =>
    h.get(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token);

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, 'rec');
    player = await h.member();
    await playRound(player.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 5_000); // roll 100: lost
    await playRound(player.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 49, 5_000); // roll 50: 9,800
    // A live roulette round at EVO's table (demo-live): 1.00 on number 1, the ball on 0: lost.
    await liveRound(t, h, rng, player.token, { gameCode: 'EVO_LIVE_0002', spot: 'N1', stake: 100, pocket: 0 });
    // A fun-mode round of the same member (as a real member's fun play would record it): never listed.
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status, fun, settled_at)
       SELECT merchant_id, id, 'DEMO', 'DEMO_SLOT', 'fun-1', 'FUN', 700, 0, 'SETTLED', true, now() FROM members WHERE id = $1`,
      [player.id],
    );
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    const accounts = await t.app.wallet.moneyAccounts(merchant, player.id, 'BANK');
    await t.app.wallet.post(moneyPostings.deposit(accounts, 900_001, 50_000));
    await t.app.wallet.post(moneyPostings.withdrawHold(accounts, 900_002, 20_000));
    await t.app.wallet.post(moneyPostings.withdrawPay(accounts, 900_002, 20_000));
  }, 120_000);
  afterAll(() => t?.cleanup());

  const balance = async (token: string) => (await h.get('/wps/v2/wallets/balance', token)).body.value.balance as number;

  describe('GET /wps/records/bets', () => {
    it("lists today's real-money rounds newest first with totals that explain the balance", async () => {
      const { status, body } = await get('/wps/records/bets', player.token);
      expect(status).toBe(200);
      const v = body.value;
      expect(
        v.list.map((b: { vendor: string; stake: number; payout: number; winLoss: number }) => [
          b.vendor,
          b.stake,
          b.payout,
          b.winLoss,
        ]),
      ).toEqual([
        ['EVO', 100, 0, -100],
        ['DEMO', 5_000, 9_800, 4_800],
        ['DEMO', 5_000, 0, -5_000],
      ]);
      expect(v.list[0]).toMatchObject({
        gameCode: 'EVO_LIVE_0002',
        category: 'LIVE',
        status: 'SETTLED',
        currency: 'VND',
      });
      expect(v.list[2]).toMatchObject({ gameCode: 'DEMO_DICE', category: 'RNG' });
      expect(v.list[0].gameName).not.toBe('');
      expect(v).toMatchObject({ pageNo: 1, pageSize: 20, total: 3, totalPages: 1 });
      expect(v.totals).toEqual({ stake: 10_100, payout: 9_800, winLoss: -300 });
      // Every balance is explained: funding − stakes + payouts + deposit − withdrawal.
      expect(await balance(player.token)).toBe(FUNDING_AMOUNT - 10_100 + 9_800 + 50_000 - 20_000);
    });

    it('filters by vendor, category and status, and pages', async () => {
      expect((await get('/wps/records/bets', player.token, { vendor: 'EVO' })).body.value.total).toBe(1);
      expect((await get('/wps/records/bets', player.token, { category: 'LIVE' })).body.value.totals.stake).toBe(100);
      expect((await get('/wps/records/bets', player.token, { status: 'OPEN' })).body.value.list).toEqual([]);
      const p1 = (await get('/wps/records/bets', player.token, { pageSize: 2 })).body.value;
      const p2 = (await get('/wps/records/bets', player.token, { pageSize: 2, pageNo: 2 })).body.value;
      const p3 = (await get('/wps/records/bets', player.token, { pageSize: 2, pageNo: 3 })).body.value;
      expect([p1.list.length, p2.list.length, p3.list.length]).toEqual([2, 1, 0]);
      expect([p1.totalPages, p3.total]).toEqual([2, 3]);
      expect(p3.totals.stake).toBe(10_100);
      // Yesterday had nothing; a range ending today includes today.
      expect(
        (await get('/wps/records/bets', player.token, { startDate: daysAgo(1), endDate: daysAgo(1) })).body.value.total,
      ).toBe(0);
      expect((await get('/wps/records/bets', player.token, { startDate: daysAgo(89) })).body.value.total).toBe(3);
    });

    it('answers bad input with 400 field errors', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [{ pageSize: 101 }, 'pageSize'],
        [{ pageNo: 0 }, 'pageNo'],
        [{ status: 'WON' }, 'status'],
        [{ startDate: '2024-02-30' }, 'startDate'],
        [{ startDate: 'yesterday' }, 'startDate'],
        [{ startDate: daysAgo(90) }, 'endDate'],
        [{ startDate: today(), endDate: daysAgo(1) }, 'endDate'],
        [{ vendor: 'x'.repeat(33) }, 'vendor'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await get('/wps/records/bets', player.token, query);
        expect([JSON.stringify(query), status, body.code, body.field]).toEqual([
          JSON.stringify(query),
          400,
          'VALIDATION',
          field,
        ]);
      }
      const long = (await get('/wps/records/bets', player.token, { startDate: daysAgo(90) })).body;
      expect(long.max).toBe(90);
    });
  });

  describe('GET /wps/records/transactions', () => {
    it('lists every movement of the main wallet and the held account, consistent with the balances', async () => {
      const { status, body } = await get('/wps/records/transactions', player.token, { pageSize: 100 });
      expect(status).toBe(200);
      const list = body.value.list as {
        account: string;
        type: string;
        amount: number;
        balanceAfter: number;
        reference: string | null;
      }[];
      expect(body.value).toMatchObject({ total: list.length, currency: 'VND' });
      expect(list.map((l) => `${l.account} ${l.type} ${l.amount}`)).toEqual(
        [
          'HELD WITHDRAW_PAY -20000',
          'HELD WITHDRAW_HOLD 20000',
          'MAIN WITHDRAW_HOLD -20000',
          'MAIN DEPOSIT 50000',
          'MAIN WIN 0',
          'MAIN BET -100',
          'MAIN WIN 9800',
          'MAIN BET -5000',
          'MAIN BET -5000',
          'MAIN ADJUSTMENT 100000000',
        ].filter((l) => !l.endsWith(' 0')),
      );
      const main = list.filter((l) => l.account === 'MAIN');
      expect(main[0]!.balanceAfter).toBe(await balance(player.token));
      expect(main.reduce((s, l) => s + l.amount, 0)).toBe(main[0]!.balanceAfter);
      // Each balance after is the one before plus the amount.
      for (let i = 0; i < main.length - 1; i += 1)
        expect(main[i]!.balanceAfter).toBe(main[i + 1]!.balanceAfter + main[i]!.amount);
      expect(list.find((l) => l.type === 'DEPOSIT')!.reference).toBe('900001');
    });

    it('filters by type and pages', async () => {
      const bets = (await get('/wps/records/transactions', player.token, { type: 'BET', pageSize: 2 })).body.value;
      expect(bets).toMatchObject({ total: 3, totalPages: 2 });
      expect(bets.list.map((l: { amount: number }) => l.amount)).toEqual([-100, -5_000]);
      const none = (
        await get('/wps/records/transactions', player.token, { startDate: daysAgo(3), endDate: daysAgo(2) })
      ).body.value;
      expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    });

    it('answers bad input with 400 field errors', async () => {
      for (const [query, field] of [
        [{ type: 'STEAL' }, 'type'],
        [{ pageSize: 1000 }, 'pageSize'],
        [{ endDate: '2025-13-01' }, 'endDate'],
      ] as [Record<string, string | number>, string][]) {
        const { status, body } = await get('/wps/records/transactions', player.token, query);
        expect([status, body.code, body.field]).toEqual([400, 'VALIDATION', field]);
      }
    });
  });

  describe('GET /wps/records/profit', () => {
    it('sums settled rounds per day and category, with deposits and withdrawals of the range', async () => {
      const { status, body } = await get('/wps/records/profit', player.token, { startDate: daysAgo(6) });
      expect(status).toBe(200);
      expect(body.value).toMatchObject({ startDate: daysAgo(6), endDate: today(), currency: 'VND' });
      expect(body.value.rows).toEqual([
        { day: today(), category: 'LIVE', rounds: 1, stake: 100, payout: 0, profit: -100 },
        { day: today(), category: 'RNG', rounds: 2, stake: 10_000, payout: 9_800, profit: -200 },
      ]);
      expect(body.value.totals).toEqual({ stake: 10_100, payout: 9_800, profit: -300 });
      expect(body.value).toMatchObject({ deposits: 50_000, withdrawals: 20_000 });
      const yesterday = (await get('/wps/records/profit', player.token, { startDate: daysAgo(1), endDate: daysAgo(1) }))
        .body.value;
      expect(yesterday).toMatchObject({
        rows: [],
        totals: { stake: 0, payout: 0, profit: 0 },
        deposits: 0,
        withdrawals: 0,
      });
    });
  });

  it("shows a member none of another member's records", async () => {
    const other = await h.member();
    expect((await get('/wps/records/bets', other.token)).body.value.total).toBe(0);
    // Only its own money: the test funding.
    const own = (await get('/wps/records/transactions', other.token)).body.value;
    expect(own.list.map((l: { type: string }) => l.type)).toEqual(['ADJUSTMENT']);
    const profit = (await get('/wps/records/profit', other.token)).body.value;
    expect(profit).toMatchObject({ rows: [], deposits: 0, withdrawals: 0 });
  });

  it('refuses a trial (TRIAL_FORBIDDEN) and a guest (401)', async () => {
    const trial = await h.member(4);
    for (const path of ['/wps/records/bets', '/wps/records/transactions', '/wps/records/profit']) {
      const refused = await get(path, trial.token);
      expect([refused.status, refused.body.code]).toEqual([403, 'TRIAL_FORBIDDEN']);
      const guest = await get(path, null);
      expect([guest.status, guest.body.code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });
});
