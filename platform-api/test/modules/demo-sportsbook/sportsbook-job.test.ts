import type { FastifyInstance } from 'fastify';
import { buildTestApp, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { ledgerInvariants } from '../../helpers/ledger';
import { TEST_AUTH } from '../../helpers/login';
import { playHelpers, queuedRng } from '../../helpers/play';
import { pruneExpired } from '../../../src/housekeeping';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

/**
 * The `demo-sportsbook.play` job's run over a clock the test moves: fixtures go live and finish tick by tick, prices move,
 * and the bets on them settle once — with the run on two API instances at once on PostgreSQL.
 */
describe.each(BACKENDS)('sportsbook job on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let apps: FastifyInstance[];
  let now = Date.now();
  const clock = () => new Date(now);
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { clock, demoVendorRng: queuedRng() });
    h = playHelpers(t, 'sbjob');
    apps = [t.app];
    if (t.reopen) apps.push(await buildTestApp(t.reopen(), { auth: TEST_AUTH }, { clock }));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.close();
    await t?.cleanup();
  });

  const api = async (session: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/vendor/demo/sports/api${url}`,
      headers: { 'x-demo-session': session },
      ...(payload ? { payload } : {}),
    });
    return res.json() as Json;
  };
  const price = (f: Json, selection: string): number =>
    f.markets.flatMap((mk: Json) => mk.selections).find((s: Json) => s.selection === selection).odds;
  const fixture = async (id: number) =>
    (
      await t.db.query<{ status: string; tick: number; home: number; away: number }>(
        'SELECT status, tick, home_score AS home, away_score AS away FROM sportsbook_fixtures WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('plays fixtures live to the end, moves prices, and settles each bet once when two instances run it', async () => {
    const m = await h.member();
    const launched = await h.launch(m.token, { vassalage: 'SABA' });
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
    const session = JSON.parse(/id="sb-state">(.*?)<\/script>/s.exec(page.body)![1]!).session as string;
    const listed = (await api(session, 'GET', '/fixtures')).value.fixtures as Json[];
    const [f, g] = listed.filter((x) => x.status === 'UPCOMING');
    const leg = (x: Json) => ({ fixtureId: x.id, selection: 'HOME', odds: price(x, 'HOME') });
    const single = (await api(session, 'POST', '/bets', { stake: 1_000, legs: [leg(f)] })).value.betId;
    const parlay = (await api(session, 'POST', '/bets', { stake: 1_000, legs: [leg(f), leg(g)] })).value.betId;

    // Half way through f: live, 15 of 30 ticks played, its prices moved.
    now = Date.parse(f.startsAt) + (Date.parse(f.endsAt) - Date.parse(f.startsAt)) / 2 + 1;
    await t.app.demoSportsbook.run();
    expect(await fixture(f.id)).toMatchObject({ status: 'LIVE', tick: 15 });
    const live = ((await api(session, 'GET', '/fixtures')).value.fixtures as Json[]).find((x) => x.id === f.id);
    expect(live.markets).not.toEqual(f.markets);
    expect((await api(session, 'GET', '/bets')).value.bets.every((b: Json) => b.status === 'OPEN')).toBe(true);

    // After both ends, the job on every instance at once: finished, each bet settled by one credit.
    now = Date.parse(g.endsAt) + 1_000;
    await Promise.all(apps.flatMap((app) => [app.demoSportsbook.run(), app.demoSportsbook.run()]));
    const [ff, gg] = [await fixture(f.id), await fixture(g.id)];
    expect([ff.status, ff.tick, gg.status, gg.tick]).toEqual(['FINISHED', 30, 'FINISHED', 30]);
    const won = (x: { home: number; away: number }) => x.home > x.away;
    const rounds = await t.db.query<{ round_id: string; kinds: string[]; payout: number }>(
      `SELECT round_id, array_agg(kind ORDER BY id) AS kinds,
         (SELECT payout::int FROM bet_records b WHERE b.round_id = s.round_id) AS payout
       FROM seamless_transactions s WHERE round_id = ANY($1::text[]) GROUP BY round_id`,
      [[single, parlay]],
    );
    const byRound = new Map(rounds.rows.map((r) => [r.round_id, r]));
    expect(byRound.get(single)!.kinds).toEqual(['DEBIT', 'CREDIT']);
    expect(byRound.get(parlay)!.kinds).toEqual(['DEBIT', 'CREDIT']);
    expect(byRound.get(single)!.payout).toBe(won(ff) ? Math.floor((1_000 * leg(f).odds) / 100) : 0);
    expect(byRound.get(parlay)!.payout).toBe(
      won(ff) && won(gg) ? Math.floor((1_000 * leg(f).odds * leg(g).odds) / 10_000) : 0,
    );
    expect(await ledgerInvariants(t.db)).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  // The state the run above left: its two bets decided, their fixtures (and others) finished.
  it('housekeeping deletes bets decided and fixtures ended over 30 days ago; a bet owing a wallet call stays', async () => {
    const ids = async (sql: string) => (await t.db.query<{ id: string }>(sql)).rows.map((r) => String(r.id)).sort();
    const decided = await ids(`SELECT id FROM sportsbook_bets WHERE status IN ('WON', 'LOST') ORDER BY id`);
    expect(decided).toHaveLength(2);
    // Both bets and fixtures a month old, but one bet still owes its round close (its answer was lost).
    await t.db.query(`UPDATE sportsbook_bets SET settled_at = now() - interval '31 days' WHERE settled_at IS NOT NULL`);
    await t.db.query(
      `UPDATE sportsbook_fixtures SET finished_at = now() - interval '31 days' WHERE status = 'FINISHED'`,
    );
    const owing = decided[0]!;
    await t.db.query(
      `UPDATE sportsbook_wallet_calls SET done_at = NULL WHERE bet_id = $1 AND seq = (SELECT max(seq) FROM sportsbook_wallet_calls WHERE bet_id = $1)`,
      [owing],
    );
    const legs = await ids(`SELECT fixture_id AS id FROM sportsbook_legs WHERE bet_id = '${owing}'`);
    const upcoming = await ids(`SELECT id FROM sportsbook_fixtures WHERE status = 'UPCOMING'`);

    await pruneExpired(t.app);

    expect(await ids(`SELECT id FROM sportsbook_bets WHERE status IN ('WON', 'LOST')`)).toEqual([owing]);
    expect(await ids(`SELECT DISTINCT bet_id AS id FROM sportsbook_legs`)).toEqual([owing]);
    expect(await ids(`SELECT DISTINCT bet_id AS id FROM sportsbook_wallet_calls`)).toEqual([owing]);
    // The fixtures the owing bet names stay; the other ended one is gone; nothing upcoming is touched.
    expect(await ids(`SELECT id FROM sportsbook_fixtures WHERE status = 'FINISHED'`)).toEqual(legs);
    expect(await ids(`SELECT id FROM sportsbook_fixtures WHERE status = 'UPCOMING'`)).toEqual(upcoming);
  });
});
