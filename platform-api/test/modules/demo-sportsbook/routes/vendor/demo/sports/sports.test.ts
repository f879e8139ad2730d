/** @pglite: the sportsbook's page, bets, settlement, cash-out, resettlement and void on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { playHelpers, queuedRng } from '../../../../../../helpers/play';
import { ops } from '../../../../../../helpers/withdrawals';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

describe.each(BACKENDS)('demo sportsbook on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: queuedRng() });
    h = playHelpers(t, 'sb');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const api = async (session: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/vendor/demo/sports/api${url}`,
      headers: { 'x-demo-session': session },
      ...(payload ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const desk = async (url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/ops/sportsbook/fixtures${url}`,
      headers: ops,
      ...(payload ? { payload: payload as object } : {}),
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** A funded member with the sportsbook of `vendor` open: its session and fixtures. */
  const open = async (vendor = 'SABA', language = 'EN') => {
    const m = await h.member();
    const launched = await h.launch(m.token, { vassalage: vendor, language });
    expect(launched.status).toBe(200);
    expect(launched.body.value.url).toMatch(new RegExp(`^/vendor/demo/sports/${vendor}\\?token=`));
    const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
    expect(page.statusCode).toBe(200);
    const state = JSON.parse(/<script type="application\/json" id="sb-state">(.*?)<\/script>/s.exec(page.body)![1]!);
    const fixtures = (await api(state.session, 'GET', '/fixtures')).body.value.fixtures as Json[];
    return { m, session: state.session as string, state, fixtures, html: page.body, headers: page.headers };
  };
  const price = (f: Json, selection: string): number =>
    f.markets.flatMap((mk: Json) => mk.selections).find((s: Json) => s.selection === selection).odds;
  const balance = async (token: string): Promise<number> =>
    (await h.get('/wps/v2/wallets/balance', token)).body.value.balance;
  const record = async (roundId: string) =>
    (
      await t.db.query<{ stake: number; payout: number; status: string }>(
        `SELECT stake::int AS stake, payout::int AS payout, status FROM bet_records WHERE round_id = $1`,
        [roundId],
      )
    ).rows[0];
  const calls = async (roundId: string) =>
    (
      await t.db.query<{ kind: string }>(
        `SELECT kind FROM seamless_transactions WHERE round_id = $1 AND NOT tombstone ORDER BY id`,
        [roundId],
      )
    ).rows.map((r) => r.kind);
  /** The GGR report's row of vendor CMD (the console's reports, by vendor, around today). */
  const reportRow = async () => {
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/ops/reports/ggr?merchant=DEMO&from=${day(-1)}&to=${day(1)}&groupBy=vendor`,
      headers: ops,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().value.list as Json[]).find((r) => r.key === 'CMD');
  };
  /** A winning pick of fixture `f` for a finish at 3–1 (home wins, total 4). */
  const homeLeg = (f: Json) => ({ fixtureId: f.id, selection: 'HOME', odds: price(f, 'HOME') });

  it('opens the page of the launched card and lists that category fixtures with prices', async () => {
    const sports = await open('SABA');
    expect(sports.state.kind).toBe('SPORTS');
    expect(sports.fixtures.length).toBeGreaterThanOrEqual(2);
    expect(sports.fixtures.every((f: Json) => f.kind === 'SPORTS' && f.open)).toBe(true);
    expect(sports.headers['content-security-policy']).toContain("default-src 'none'");
    expect(sports.headers['x-frame-options']).toBeUndefined();
    expect(sports.html).toContain('Bet slip');
    const esports = await open('TF', 'TY');
    expect(esports.html).toContain('Phiếu cược');
    expect(esports.html).toContain('<html lang="vi');
    const ja = await open('SABA', 'JA');
    expect(ja.html).toContain('<html lang="ja-JP">');
    expect(ja.html).toContain('ベットスリップ');
    expect(ja.html).not.toContain('Bet slip');
    expect(esports.state.kind).toBe('ESPORTS');
    expect(esports.fixtures.every((f: Json) => f.kind === 'ESPORTS')).toBe(true);
    expect(['LOL', 'CS2', 'DOTA2']).toContain(esports.fixtures[0].sport);
    expect((await api('nope', 'GET', '/fixtures')).body.code).toBe('GAME_SESSION_EXPIRED');
  });

  it('places a single and a parlay, refuses moved odds, settles once, resettles and voids', async () => {
    const { m, session, fixtures } = await open();
    const [a, b] = fixtures.filter((x: Json) => x.open) as [Json, Json];
    const start = await balance(m.token);

    const moved = await api(session, 'POST', '/bets', {
      stake: 1_000,
      legs: [{ ...homeLeg(a), odds: homeLeg(a).odds + 1 }],
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('ODDS_CHANGED');
    expect(moved.body.legs).toEqual([homeLeg(a)]);
    expect(await balance(m.token)).toBe(start);

    const single = await api(session, 'POST', '/bets', { stake: 1_000, legs: [homeLeg(a)] });
    expect(single.status).toBe(200);
    const parlay = await api(session, 'POST', '/bets', { stake: 2_000, legs: [homeLeg(a), homeLeg(b)] });
    expect(parlay.status).toBe(200);
    expect(parlay.body.value.balance).toBe(start - 3_000);
    const singleId = single.body.value.betId as string;
    const parlayId = parlay.body.value.betId as string;
    expect(await record(parlayId)).toEqual({ stake: 2_000, payout: 0, status: 'OPEN' });
    const mine = (await api(session, 'GET', '/bets')).body.value.bets as Json[];
    expect(mine.map((x) => [x.kind, x.status])).toEqual([
      ['PARLAY', 'OPEN'],
      ['SINGLE', 'OPEN'],
    ]);

    // A parlay of one fixture twice, a leg of a closed fixture: refused.
    expect((await api(session, 'POST', '/bets', { stake: 1_000, legs: [homeLeg(a), homeLeg(a)] })).status).toBe(400);

    // The desk finishes a at 3–1: the single settles at once; the parlay waits for b.
    expect((await desk(`/${a.id}/finish`, { homeScore: 3, awayScore: 1 })).status).toBe(200);
    const singlePay = Math.floor((1_000 * homeLeg(a).odds) / 100);
    expect(await record(singleId)).toMatchObject({ payout: singlePay, status: 'SETTLED' });
    expect((await record(parlayId))!.status).toBe('OPEN');
    expect((await api(session, 'POST', '/bets', { stake: 1_000, legs: [homeLeg(a)] })).body.code).toBe('MARKET_CLOSED');
    expect((await desk(`/${b.id}/finish`, { homeScore: 2, awayScore: 0 })).status).toBe(200);
    const parlayPay = Math.floor((2_000 * homeLeg(a).odds * homeLeg(b).odds) / 10_000);
    // The job running twice at once after that settles nothing more.
    await Promise.all([t.app.demoSportsbook.run(), t.app.demoSportsbook.run()]);
    expect(await record(parlayId)).toMatchObject({ payout: parlayPay, status: 'SETTLED' });
    expect(await calls(parlayId)).toEqual(['DEBIT', 'CREDIT']);
    expect(await balance(m.token)).toBe(start - 3_000 + singlePay + parlayPay);

    // Finishing again is refused; a correction (away wins a) resettles both bets once, to 0.
    expect((await desk(`/${a.id}/finish`, { homeScore: 0, awayScore: 0 })).body.code).toBe('FIXTURE_STATUS');
    expect((await desk(`/${a.id}/correct`, { homeScore: 1, awayScore: 2 })).status).toBe(200);
    await t.app.demoSportsbook.run();
    expect(await record(parlayId)).toMatchObject({ payout: 0, status: 'SETTLED' });
    expect(await calls(parlayId)).toEqual(['DEBIT', 'CREDIT', 'RESETTLE']);
    expect(await balance(m.token)).toBe(start - 3_000);
    // A second correction back: resettled again (its own transaction), the balance follows.
    expect((await desk(`/${a.id}/correct`, { homeScore: 4, awayScore: 0 })).status).toBe(200);
    expect(await calls(parlayId)).toEqual(['DEBIT', 'CREDIT', 'RESETTLE', 'RESETTLE']);
    expect(await balance(m.token)).toBe(start - 3_000 + singlePay + parlayPay);

    // Voiding b: the parlay counts it at 1.00 (resettled), the single on a stays.
    expect((await desk(`/${b.id}/void`, { reason: 'abandoned' })).status).toBe(200);
    const voidedPay = Math.floor((2_000 * homeLeg(a).odds) / 100);
    expect(await record(parlayId)).toMatchObject({ payout: voidedPay });
    // Voiding a: the single is voided (stake back), the parlay pays its stake back.
    expect((await desk(`/${a.id}/void`, { reason: 'wrong teams' })).status).toBe(200);
    expect(await record(singleId)).toMatchObject({ stake: 0, payout: 0, status: 'ROLLED_BACK' });
    expect(await record(parlayId)).toMatchObject({ payout: 2_000 });
    expect(await balance(m.token)).toBe(start - 2_000 + 2_000);
    const audits = await t.db.query(`SELECT action FROM operator_audit WHERE subject_type = 'sportsbook_fixture'`);
    expect(audits.rows.length).toBeGreaterThanOrEqual(6);

    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
  });

  it('cashes out an open bet once at the value shown; later results do not move it', async () => {
    const { m, session, fixtures } = await open();
    const f = fixtures.find((x: Json) => x.open) as Json;
    const start = await balance(m.token);
    const placed = await api(session, 'POST', '/bets', { stake: 5_000, legs: [homeLeg(f)] });
    const betId = placed.body.value.betId as string;
    const bet = ((await api(session, 'GET', '/bets')).body.value.bets as Json[]).find((x) => x.id === betId);
    expect(bet.cashOut).toBeGreaterThan(0);
    expect(bet.cashOut).toBeLessThan(bet.potential);
    const wrong = await api(session, 'POST', `/bets/${betId}/cash-out`, { value: bet.cashOut + 1 });
    expect(wrong.body).toMatchObject({ code: 'ODDS_CHANGED', cashOut: bet.cashOut });
    const cashed = await api(session, 'POST', `/bets/${betId}/cash-out`, { value: bet.cashOut });
    expect(cashed.status).toBe(200);
    expect(cashed.body.value.balance).toBe(start - 5_000 + bet.cashOut);
    expect((await api(session, 'POST', `/bets/${betId}/cash-out`, { value: bet.cashOut })).body.code).toBe(
      'BET_NOT_OPEN',
    );
    expect((await desk(`/${f.id}/finish`, { homeScore: 5, awayScore: 0 })).status).toBe(200);
    await t.app.demoSportsbook.run();
    expect(await calls(betId)).toEqual(['DEBIT', 'CREDIT', 'CLOSE']);
    expect(await record(betId)).toMatchObject({ payout: bet.cashOut });
    expect(await balance(m.token)).toBe(start - 5_000 + bet.cashOut);
  });

  it('the betting record shows the bet open, then settled late (launch expired), then its corrected payout; GGR follows', async () => {
    const { m, session, fixtures } = await open('CMD');
    const f = fixtures.find((x: Json) => x.open) as Json;
    const placed = await api(session, 'POST', '/bets', { stake: 10_000, legs: [homeLeg(f)] });
    expect(placed.status).toBe(200);
    const mine = async () => {
      const list = (await h.get('/wps/records/bets', m.token)).body.value.list as Json[];
      expect(list).toHaveLength(1);
      return list[0];
    };
    expect(await mine()).toMatchObject({ status: 'OPEN', stake: 10_000, payout: 0, winLoss: null });
    // The launch expires before the match ends: the late settlement still pays (ADR 0018).
    await t.db.query(`UPDATE launch_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1`, [
      m.id,
    ]);
    expect((await desk(`/${f.id}/finish`, { homeScore: 2, awayScore: 0 })).status).toBe(200);
    const pay = Math.floor((10_000 * homeLeg(f).odds) / 100);
    expect(await mine()).toMatchObject({ status: 'SETTLED', payout: pay, winLoss: pay - 10_000 });
    const before = await reportRow();
    expect(before).toMatchObject({ stakes: '100.00', payouts: (pay / 100).toFixed(2) });
    expect((await desk(`/${f.id}/correct`, { homeScore: 0, awayScore: 2 })).status).toBe(200);
    expect(await mine()).toMatchObject({ status: 'SETTLED', payout: 0, winLoss: -10_000 });
    expect(await reportRow()).toMatchObject({ stakes: '100.00', payouts: '0.00', ggr: '100.00' });
  });

  it('settles a parlay only when all its matches are over: a lost leg corrected meanwhile counts as won', async () => {
    const { m, session, fixtures } = await open('TF');
    const [a, b] = fixtures.filter((x: Json) => x.open) as [Json, Json];
    const start = await balance(m.token);
    const placed = await api(session, 'POST', '/bets', { stake: 1_000, legs: [homeLeg(a), homeLeg(b)] });
    const betId = placed.body.value.betId as string;
    expect((await desk(`/${a.id}/finish`, { homeScore: 0, awayScore: 2 })).status).toBe(200);
    await t.app.demoSportsbook.run();
    expect(await record(betId)).toMatchObject({ status: 'OPEN' });
    expect((await api(session, 'GET', '/bets')).body.value.bets[0]).toMatchObject({ status: 'OPEN', cashOut: 0 });
    expect((await desk(`/${a.id}/correct`, { homeScore: 2, awayScore: 1 })).status).toBe(200);
    expect((await desk(`/${b.id}/finish`, { homeScore: 1, awayScore: 0 })).status).toBe(200);
    const pay = Math.floor((1_000 * homeLeg(a).odds * homeLeg(b).odds) / 10_000);
    expect(await record(betId)).toMatchObject({ status: 'SETTLED', payout: pay });
    expect(await calls(betId)).toEqual(['DEBIT', 'CREDIT']);
    expect(await balance(m.token)).toBe(start - 1_000 + pay);
  });

  it('refuses stakes outside the limits and rate-limits a session that spams the slip', async () => {
    const { session, fixtures } = await open('IMES');
    const leg = homeLeg(fixtures.find((x: Json) => x.open));
    const tooSmall = await api(session, 'POST', '/bets', { stake: 99, legs: [leg] });
    expect(tooSmall.body).toMatchObject({ code: 'VALIDATION', field: 'stake' });
    expect((await api(session, 'POST', '/bets', { stake: 500_001, legs: [leg] })).body.field).toBe('stake');
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push((await api(session, 'POST', '/bets', { stake: 1, legs: [leg] })).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(answers.at(-1)).toBe(429);
  });

  it('lists fixtures on the desk; refuses bad scores and unknown fixtures', async () => {
    const list = await desk('');
    expect(list.status).toBe(200);
    expect(list.body.value.list.length).toBeGreaterThan(0);
    expect((await desk('/999999/void', { reason: 'x' })).status).toBe(404);
    expect((await desk('/1/finish', { homeScore: -1, awayScore: 0 })).status).toBe(400);
    const unauth = await t.app.inject({ method: 'GET', url: '/ops/sportsbook/fixtures' });
    expect(unauth.statusCode).toBe(401);
  });
});
