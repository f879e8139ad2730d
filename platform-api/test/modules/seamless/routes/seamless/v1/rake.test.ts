/** The rake of a PVP hand on the seamless credit (issue 30): recorded once on the winner's bet record, in the reports. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../helpers/ledger';
import { OPS_AUTH } from '../../../../../helpers/operator-token';
import { seamlessHarness } from '../../../../../helpers/seamless';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cents = (s: string) => Math.round(Number(s) * 100);

describe.each(BACKENDS)('POST /seamless/v1/credit with rake on %s', (backend) => {
  let t: TestApp;
  const s = seamlessHarness(() => t);
  beforeAll(async () => {
    t = await setupApp(backend);
    await s.init();
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** A two-seat hand at the house's brand: both stake 1,000, the winner is paid the pot − rake, the loser 0. */
  const hand = async (rake: number) => {
    const [a, b] = [await s.member(), await s.member()];
    const [ra, rb] = [await s.launch(a), await s.launch(b)];
    const roundId = s.next('hand');
    for (const [ref, id] of [
      [ra, 'a'],
      [rb, 'b'],
    ] as const)
      expect((await s.call('debit', s.money(ref, { roundId, transactionId: `${roundId}:${id}:stake` }))).status).toBe(
        200,
      );
    const win = s.money(ra, { roundId, transactionId: `${roundId}:a:win`, amount: 2_000 - rake, rake });
    return { a, b, ra, rb, roundId, win };
  };

  it('records the rake on the winner’s bet record once; a replay records nothing twice', async () => {
    const h = await hand(100);
    const first = await s.call('credit', h.win);
    expect(first.status).toBe(200);
    const again = await s.call('credit', h.win);
    expect(again.raw).toBe(first.raw);
    expect((await s.call('credit', s.money(h.rb, { roundId: h.roundId, amount: 0 }))).status).toBe(200);
    expect(await s.round(h.roundId, h.a)).toMatchObject({ stake: 1_000, payout: 1_900, rake: 100, status: 'SETTLED' });
    expect(await s.round(h.roundId, h.b)).toMatchObject({ stake: 1_000, payout: 0, rake: 0, status: 'SETTLED' });
    // The same id with another rake is another call: refused.
    expect((await s.call('credit', { ...h.win, rake: 99 })).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  it('refuses a rake above the round’s stakes at the brand (VALIDATION rake), leaving nothing behind', async () => {
    const h = await hand(0);
    const res = await s.call('credit', { ...h.win, rake: 2_001 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'rake' });
    expect(await s.round(h.roundId, h.a)).toMatchObject({ payout: 0, rake: 0, status: 'OPEN' });
    expect((await s.call('credit', { ...h.win, amount: 1_999, rake: 1 })).status).toBe(200);
    const negative = await s.call('credit', s.money(h.rb, { roundId: h.roundId, amount: 0, rake: -1 }));
    expect(negative.status).toBe(400);
    expect((await s.call('credit', s.money(h.rb, { roundId: h.roundId, amount: 0 }))).status).toBe(200);
  });

  it('shows the rakes as the house’s revenue in the play and GGR reports', async () => {
    const q = `merchant=DEMO&from=${day(-1)}&to=${day(1)}`;
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: OPS_AUTH } })).json().value;
    const { rows } = await t.db.query<{ rake: string }>(
      "SELECT coalesce(sum(rake), 0)::text AS rake FROM bet_records WHERE status = 'SETTLED' AND NOT fun",
    );
    const rakes = Number(rows[0]!.rake);
    expect(rakes).toBe(100 + 1);
    const games = await get(`/ops/reports/games?${q}`);
    expect(cents(games.totals.rake)).toBe(rakes);
    const pg = games.list.find((g: { vendor: string }) => g.vendor === 'PG');
    expect(cents(pg.rake)).toBe(rakes);
    // A hand's GGR (stakes − payouts) is its rake: the house won nothing else from these players.
    expect(cents(pg.ggr)).toBe(rakes);
    const byVendor = await get(`/ops/reports/ggr?${q}&groupBy=vendor`);
    expect(cents(byVendor.totals.rake)).toBe(rakes);
    expect(cents(byVendor.list.find((r: { key: string }) => r.key === 'PG').rake)).toBe(rakes);
    const byCategory = await get(`/ops/reports/ggr?${q}&groupBy=category`);
    expect(byCategory.list.reduce((n: number, r: { rake: string }) => n + cents(r.rake), 0)).toBe(rakes);
    const players = await get(`/ops/reports/players?${q}`);
    expect(cents(players.totals.rake)).toBe(rakes);
  });
});
