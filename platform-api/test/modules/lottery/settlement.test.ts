import type { FastifyInstance } from 'fastify';
import type { LotteryResult } from 'shared-contracts/lottery';
import { createLotterySettlement } from '../../../src/modules/lottery/settlement';
import type { WalletMerchant } from '../../../src/modules/wallet';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { fund, TEST_FUNDING } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import {
  drawPostings,
  drawState,
  insertDraw,
  insertMembers,
  line,
  placeSlip,
  setResult,
} from './helpers/settlement-data';

/** A northern result built by hand: 45 is the lô of DB, both G2, a G5, a G6 and a G7 (6 times); G1 ends in 90. */
const NORTH: LotteryResult = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22245'],
  G3: ['33311', '44422', '55533', '66644', '77755', '88866'],
  G4: ['1201', '3402', '5603', '7804'],
  G5: ['9145', '9246', '9347', '9448', '9549', '9650'],
  G6: ['145', '246', '347'],
  G7: ['45', '12', '34', '56'],
};
const GAME = 'VN_FAST_1M';

describe.each(BACKENDS)('lottery settlement on %s', (backend) => {
  let t: TestApp;
  let app: FastifyInstance;
  let merchant: WalletMerchant;
  let members: number[];
  const settlement = (opts = {}) =>
    createLotterySettlement({ db: t.db, wallet: app.wallet, bets: app.bets, now: () => new Date() }, opts);
  const balance = (m: number) => app.wallet.mainBalance(merchant, m);
  const ledgerCount = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transactions')).rows[0]!.n);

  /** A drawn NORTH draw with A (wins 42,000 on lô 45 ×6 and 95,000 on đề 45), B (16,000 on xiên 45-90), C (nothing). */
  const drawnWithBets = async () => {
    const draw = await insertDraw(t.db, GAME, 'DRAWN');
    await setResult(t.db, draw.id, NORTH);
    const d = { id: draw.id, gameCode: GAME };
    const [a, b, c] = members as [number, number, number];
    await placeSlip(app, merchant, a, d, [line('LO2', ['45', '99'], 350, 1_000, 2), line('DE', ['45'], 9_500)]);
    await placeSlip(app, merchant, b, d, [
      line('DE', ['00'], 9_500),
      line('XIEN2', ['90', '45'], 1_600),
      line('TRUOT4', ['45', '70', '71', '72'], 270),
    ]);
    await placeSlip(app, merchant, c, d, [line('LO3', ['999'], 4_000), line('DE_TAIL', ['9'], 950)]);
    await placeSlip(app, merchant, a, d, [line('DE_HEAD', ['4'], 950, 500, 3)]);
    return draw;
  };
  const STAKES = { a: 4_000 + 1_000 + 1_500, b: 3_000, c: 2_000 };
  const WINS = { a: 42_000 + 95_000 + 14_250, b: 16_000, c: 0 };

  beforeAll(async () => {
    t = await setupApp(backend);
    app = t.app;
    merchant = (await app.merchants.findByCode('DEMO'))!;
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(async () => {
    members = await insertMembers(t.db, merchant.id, 3);
    for (const m of members) await fund(app, m);
  });

  it('pays every winner once, closes the losers and settles the rounds; running again changes nothing', async () => {
    const draw = await drawnWithBets();
    const [a, b, c] = members as [number, number, number];
    expect(await balance(a)).toBe(TEST_FUNDING - STAKES.a);
    const out = await settlement().settleDraw(draw.id);
    expect(out).toEqual({ settled: 8, paid: WINS.a + WINS.b });
    expect(await balance(a)).toBe(TEST_FUNDING - STAKES.a + WINS.a);
    expect(await balance(b)).toBe(TEST_FUNDING - STAKES.b + WINS.b);
    expect(await balance(c)).toBe(TEST_FUNDING - STAKES.c);
    const wins = await drawPostings(t.db, draw.id, 'WIN');
    expect(wins.get(a)).toEqual({ postings: 1, amount: WINS.a });
    expect(wins.get(b)).toEqual({ postings: 1, amount: WINS.b });
    expect(wins.has(c)).toBe(false);
    const state = await drawState(t.db, draw.id);
    expect(state.status).toBe('SETTLED');
    expect(state.lines.map((l) => [l.status, l.payout])).toEqual([
      ['WON', 42_000],
      ['WON', 95_000],
      ['LOST', 0],
      ['WON', 16_000],
      ['LOST', 0],
      ['LOST', 0],
      ['LOST', 0],
      ['WON', 14_250],
    ]);
    for (const l of state.lines) {
      expect(l.roundStatus).toBe('SETTLED');
      expect(l.roundPayout).toBe(l.payout);
      expect(l.settled).toBe(true);
    }
    const before = await ledgerCount();
    expect(await settlement().settleDraw(draw.id)).toEqual({ settled: 0, paid: 0 });
    expect(await ledgerCount()).toBe(before);
    expect(await balance(a)).toBe(TEST_FUNDING - STAKES.a + WINS.a);
    const inv = await ledgerInvariants(t.db);
    expect([inv.drift, inv.negative, inv.unbalanced]).toEqual([[], [], []]);
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });

  it('after a crash between chunks, leaves the committed chunk settled and a re-run finishes exactly the rest', async () => {
    const draw = await drawnWithBets();
    const [a, b, c] = members as [number, number, number];
    const crashing = settlement({
      chunkMembers: 1,
      onChunk: ({ index }: { index: number }) => {
        if (index === 1) throw new Error('crash');
      },
    });
    await expect(crashing.settleDraw(draw.id)).rejects.toThrow('crash');
    let state = await drawState(t.db, draw.id);
    expect(state.status).toBe('DRAWN');
    expect(state.lines.filter((l) => l.status === 'OPEN')).toHaveLength(5);
    expect(await balance(a)).toBe(TEST_FUNDING - STAKES.a + WINS.a);
    expect(await balance(b)).toBe(TEST_FUNDING - STAKES.b);
    expect(await settlement({ chunkMembers: 2 }).settleDraw(draw.id)).toEqual({ settled: 5, paid: WINS.b });
    state = await drawState(t.db, draw.id);
    expect(state.status).toBe('SETTLED');
    expect(state.lines.every((l) => l.status !== 'OPEN' && l.roundStatus === 'SETTLED')).toBe(true);
    const wins = await drawPostings(t.db, draw.id, 'WIN');
    expect([wins.get(a), wins.get(b), wins.get(c)]).toEqual([
      { postings: 1, amount: WINS.a },
      { postings: 1, amount: WINS.b },
      undefined,
    ]);
    expect(await balance(b)).toBe(TEST_FUNDING - STAKES.b + WINS.b);
  });

  it('refuses to settle a draw that is not drawn, and to cancel one that is', async () => {
    const open = await insertDraw(t.db, GAME, 'OPEN');
    await expect(settlement().settleDraw(open.id)).rejects.toThrow('not DRAWN');
    const drawn = await drawnWithBets();
    await expect(settlement().cancelDraw(drawn.id, 'late')).rejects.toMatchObject({ code: 'DRAW_NOT_CANCELLABLE' });
    await expect(settlement().cancelDraw(999_999_999, 'none')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels an open draw: every line refunded once, rounds rolled back; cancelling again refunds nothing', async () => {
    const draw = await insertDraw(t.db, GAME, 'OPEN');
    const d = { id: draw.id, gameCode: GAME };
    const [a, b] = members as [number, number];
    await placeSlip(app, merchant, a, d, [line('LO2', ['45', '99'], 350, 1_000, 2), line('DE', ['45'], 9_500)]);
    await placeSlip(app, merchant, a, d, [line('DE', ['01'], 9_500)]);
    await placeSlip(app, merchant, b, d, [line('XIEN3', ['01', '02', '03'], 6_500, 2_000)]);
    expect(await balance(a)).toBe(TEST_FUNDING - 6_000);
    expect(await settlement().cancelDraw(draw.id, 'machine fault')).toEqual({ refunded: 4 });
    expect(await balance(a)).toBe(TEST_FUNDING);
    expect(await balance(b)).toBe(TEST_FUNDING);
    const state = await drawState(t.db, draw.id);
    expect([state.status, state.reason]).toEqual(['CANCELLED', 'machine fault']);
    expect(
      state.lines.every((l) => l.status === 'REFUNDED' && l.roundStatus === 'ROLLED_BACK' && l.roundStake === 0),
    ).toBe(true);
    const refunds = await drawPostings(t.db, draw.id, 'ROLLBACK');
    expect([refunds.get(a), refunds.get(b)]).toEqual([
      { postings: 1, amount: 6_000 },
      { postings: 1, amount: 2_000 },
    ]);
    expect(await settlement().cancelDraw(draw.id, 'again')).toEqual({ refunded: 0 });
    expect(await balance(a)).toBe(TEST_FUNDING);
    await expect(settlement().settleDraw(draw.id)).rejects.toThrow('not DRAWN');
  });
});
