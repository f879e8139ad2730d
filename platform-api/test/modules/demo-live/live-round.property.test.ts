/** @pglite: many members in one live round, on the embedded database too. */
/**
 * Property test of a live round (issue 30): fast-check draws 2–5 members, each funded with a little money and placing
 * 1–4 baccarat bets at once (some refused: not enough money); the round's betting closes and two job runs race to
 * draw and settle it, then a third runs. After each round: every member's balance is their funding − accepted stakes +
 * the payout of those stakes on the drawn hand, nobody is below zero, each member has one credit and one close at the
 * wallet and every transaction id was applied once, the round is SETTLED, and the ledger is balanced and sums to zero.
 * Runs: LIVE_PBT_RUNS (default 5).
 */
import fc from 'fast-check';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { ledgerInvariants } from '../../helpers/ledger';
import { TEST_AUTH } from '../../helpers/login';
import { playHelpers } from '../../helpers/play';
import { betReturn, type LiveResult } from '../../../src/modules/demo-live/tables';

const RUNS = Number(process.env.LIVE_PBT_RUNS ?? 5);
const SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;

const memberArb = fc.record({
  funding: fc.integer({ min: 1, max: 150 }).map((n) => n * 100),
  bets: fc.array(fc.record({ spot: fc.constantFrom(...SPOTS), amount: fc.constantFrom(100, 1_000, 5_000) }), {
    minLength: 1,
    maxLength: 4,
  }),
});

describe.each(BACKENDS)('a live round with many members on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    h = playHelpers(t, 'pbt');
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A member with `funding` at the baccarat table: their page's session. */
  const seat = async (funding: number) => {
    const m = await h.member(0);
    // h.member funds with TEST_FUNDING: take it back down to `funding` with an adjustment of our own.
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    await t.app.wallet.adjust(merchant, m.id, { amount: funding - 100_000_000, key: `pbt:${m.id}`, note: 'pbt' });
    const launched = await h.launch(m.token, { vassalage: 'EVO', gameCode: 'EVO_LIVE_0001' });
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
    const state = /<script type="application\/json" id="live-state">(.*?)<\/script>/s.exec(page.body)![1]!;
    return { ...m, session: JSON.parse(state).session as string, funding };
  };
  const balance = async (token: string) => (await h.get('/wps/v2/wallets/balance', token)).body.value.balance as number;

  it('settles every member once: balances, one credit and close each, a zero-sum ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(memberArb, { minLength: 2, maxLength: 5 }), async (members) => {
        await t.app.demoLive.runTables();
        await t.db.query(`UPDATE live_rounds SET closes_at = now() + interval '1 hour' WHERE status = 'BETTING'`);
        const seated = [];
        for (const m of members) seated.push({ ...(await seat(m.funding)), bets: m.bets });
        const roundId = (
          await t.db.query<{ id: string }>(
            `SELECT round_id AS id FROM live_rounds WHERE table_code = 'BAC1' AND status = 'BETTING'`,
          )
        ).rows[0]!.id;
        const placed = await Promise.all(
          seated.map(async (m) => {
            const accepted: { spot: string; amount: number }[] = [];
            for (const b of m.bets) {
              const res = await t.app.inject({
                method: 'POST',
                url: '/vendor/demo/live/api/bet',
                headers: { 'x-demo-session': m.session },
                payload: b,
              });
              const code = res.json().code;
              if (res.statusCode === 200) accepted.push(b);
              else expect(['INSUFFICIENT_FUNDS', 'BET_OVER_LIMIT']).toContain(code);
            }
            return { ...m, accepted };
          }),
        );
        await t.db.query(
          `UPDATE live_rounds SET closes_at = now() - interval '5 seconds' WHERE table_code = 'BAC1' AND status = 'BETTING'`,
        );
        await Promise.all([t.app.demoLive.runTables(), t.app.demoLive.runTables()]);
        await t.app.demoLive.runTables();

        const round = (
          await t.db.query<{ status: string; result: LiveResult }>(
            `SELECT status, result FROM live_rounds WHERE round_id = $1`,
            [roundId],
          )
        ).rows[0]!;
        expect(round.status).toBe('SETTLED');
        for (const m of placed) {
          const stakes = m.accepted.reduce((s, b) => s + b.amount, 0);
          const payout = m.accepted.reduce((s, b) => s + betReturn(b.spot, b.amount, round.result), 0);
          expect(stakes).toBeLessThanOrEqual(m.funding);
          expect(await balance(m.token)).toBe(m.funding - stakes + payout);
          const calls = await t.db.query<{ kind: string; n: number }>(
            `SELECT kind, count(*)::int AS n FROM seamless_transactions WHERE round_id = $1 AND member_id = $2
             GROUP BY kind ORDER BY kind`,
            [roundId, m.id],
          );
          expect(calls.rows).toEqual(
            stakes === 0
              ? []
              : [
                  { kind: 'CLOSE', n: 1 },
                  { kind: 'CREDIT', n: 1 },
                  { kind: 'DEBIT', n: m.accepted.length },
                ],
          );
        }
        const dup = await t.db.query(
          `SELECT transaction_id FROM seamless_transactions WHERE round_id = $1 GROUP BY merchant_id, vendor, transaction_id
           HAVING count(*) > 1`,
          [roundId],
        );
        expect(dup.rows).toEqual([]);
        const inv = await ledgerInvariants(t.db);
        expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
        expect(inv.totals.every((x) => x.total === 0)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
