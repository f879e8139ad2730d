/** @pglite: the live studio's tables, bets, settlement and chat on the embedded database too. */
import { TEST_FUNDING } from '../../../../../../helpers/funding';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { ledgerInvariants } from '../../../../../../helpers/ledger';
import { TEST_AUTH } from '../../../../../../helpers/login';
import { playHelpers, queuedRng } from '../../../../../../helpers/play';
import { pruneExpired } from '../../../../../../../src/housekeeping';
import { betReturn, type LiveResult } from '../../../../../../../src/modules/demo-live/tables';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
type Json = any;

describe.each(BACKENDS)('live studio on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  const rng = queuedRng();
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, 'live');
  }, 60_000);
  afterAll(() => t?.cleanup());

  /** Launches a LIVE catalogue game (in `language`) and opens its table page: the page's session. */
  const sit = async (token: string, gameCode: string, language = 'EN') => {
    const launched = await h.launch(token, { vassalage: 'EVO', gameCode, language });
    expect(launched.status).toBe(200);
    const url = launched.body.value.url as string;
    expect(url).toMatch(new RegExp(`^/vendor/demo/live/${gameCode}\\?token=`));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const state = JSON.parse(/<script type="application\/json" id="live-state">(.*?)<\/script>/s.exec(res.body)![1]!);
    return { session: state.session as string, html: res.body, url };
  };
  const call = async (session: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { 'x-demo-session': session }, payload });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const bet = (session: string, spot: string, amount: number) =>
    call(session, 'POST', '/vendor/demo/live/api/bet', { spot, amount });
  /** Ends betting at `table` (and pushes the other tables' rounds out, so only this one is drawn). */
  const closeBetting = (table: string) =>
    t.db.query(
      `UPDATE live_rounds SET closes_at = CASE WHEN table_code = $1 THEN now() - interval '5 seconds'
         ELSE now() + interval '1 hour' END WHERE status = 'BETTING'`,
      [table],
    );
  const balance = async (token: string) => (await h.get('/wps/v2/wallets/balance', token)).body.value.balance;

  it('opens the table page of a LIVE game: dealer, spots with accessible names, chips, chat', async () => {
    const a = await h.member();
    const { html } = await sit(a.token, 'EVO_LIVE_0001');
    expect(html).toContain('Baccarat Squeeze');
    expect(html).toContain('Linh Tran');
    expect(html).toContain('aria-label="Bet Banker"');
    expect(html).toContain('<input type="radio" name="chip" value="100" checked>');
    expect(html).toContain('id="chat-log" aria-live="polite"');
    expect(html).not.toMatch(/\b(src|href)=/);
    const again = await t.app.inject({ method: 'GET', url: (await sit(a.token, 'EVO_LIVE_0002')).url });
    expect(again.statusCode).toBe(403);
  });

  it("speaks the launch's language: the page's texts and the chat's dealer greeting in Chinese, Korean", async () => {
    const a = await h.member();
    const zh = (await sit(a.token, 'EVO_LIVE_0002', 'ZH')).html;
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('aria-label="投注 红"');
    expect(zh).toContain('荷官: Marco Rossi');
    expect(zh).not.toContain('aria-label="Bet Red"');
    const texts = (html: string) =>
      JSON.parse(/<script type="application\/json" id="live-texts">(.*?)<\/script>/s.exec(html)![1]!);
    expect(texts(zh).dealerGreeting).toBe('第 {round} 局：请下注，祝您好运！');
    const ko = (await sit(a.token, 'EVO_LIVE_0001', 'KO')).html;
    expect(ko).toContain('aria-label="베팅 뱅커"');
    expect(texts(ko).dealerGreeting).toBe('{round}라운드: 베팅하세요. 행운을 빕니다!');
  });

  it('two members bet in one round; the job draws and settles it once; each is paid once', async () => {
    const a = await h.member();
    const b = await h.member();
    const sa = (await sit(a.token, 'EVO_LIVE_0003')).session;
    const sb = (await sit(b.token, 'EVO_LIVE_0005')).session;
    const state = await call(sa, 'GET', '/vendor/demo/live/api/state');
    expect(state.status).toBe(200);
    expect(state.body.value).toMatchObject({ code: 'BAC1', game: 'BACCARAT', phase: 'BETTING', balance: TEST_FUNDING });
    const roundId = state.body.value.roundId as string;

    expect((await bet(sa, 'PLAYER', 10_000)).status).toBe(200);
    expect((await bet(sa, 'TIE', 1_000)).status).toBe(200);
    const placed = await bet(sb, 'BANKER', 50_000);
    expect(placed.status).toBe(200);
    expect(placed.body.value).toMatchObject({
      bets: [{ spot: 'BANKER', amount: 50_000 }],
      balance: TEST_FUNDING - 50_000,
    });
    expect((await bet(sb, 'NOPE', 1_000)).body.code).toBe('VALIDATION');
    expect((await bet(sb, 'TIE', 999_000)).body.code).toBe('BET_OVER_LIMIT');

    await closeBetting('BAC1');
    expect((await bet(sa, 'PLAYER', 1_000)).body).toMatchObject({ success: false, code: 'BETTING_CLOSED' });

    // Two job runs at once, then one more: the round is drawn and settled exactly once.
    const runs = await Promise.all([t.app.demoLive.runTables(), t.app.demoLive.runTables()]);
    expect(runs.reduce((s, r) => s + r.drawn, 0)).toBe(1);
    await t.app.demoLive.runTables();
    const round = await t.db.query<{ status: string; result: LiveResult }>(
      `SELECT status, result FROM live_rounds WHERE round_id = $1`,
      [roundId],
    );
    expect(round.rows[0]!.status).toBe('SETTLED');
    const result = round.rows[0]!.result;
    const payA = betReturn('PLAYER', 10_000, result) + betReturn('TIE', 1_000, result);
    const payB = betReturn('BANKER', 50_000, result);
    expect(await balance(a.token)).toBe(TEST_FUNDING - 11_000 + payA);
    expect(await balance(b.token)).toBe(TEST_FUNDING - 50_000 + payB);

    const credits = await t.db.query(
      `SELECT member_id, kind, count(*)::int AS n FROM seamless_transactions WHERE round_id = $1 GROUP BY member_id, kind
       ORDER BY member_id, kind`,
      [roundId],
    );
    expect(credits.rows).toEqual([
      { member_id: a.id, kind: 'CLOSE', n: 1 },
      { member_id: a.id, kind: 'CREDIT', n: 1 },
      { member_id: a.id, kind: 'DEBIT', n: 2 },
      { member_id: b.id, kind: 'CLOSE', n: 1 },
      { member_id: b.id, kind: 'CREDIT', n: 1 },
      { member_id: b.id, kind: 'DEBIT', n: 1 },
    ]);
    const records = await t.db.query(
      `SELECT member_id, stake::int AS stake, payout::int AS payout, status, closed_at IS NOT NULL AS closed
       FROM bet_records WHERE round_id = $1 ORDER BY member_id`,
      [roundId],
    );
    expect(records.rows).toEqual([
      { member_id: a.id, stake: 11_000, payout: payA, status: 'SETTLED', closed: true },
      { member_id: b.id, stake: 50_000, payout: payB, status: 'SETTLED', closed: true },
    ]);

    const after = await call(sa, 'GET', '/vendor/demo/live/api/state');
    expect(after.body.value.last).toMatchObject({ settled: true, bet: true, payout: payA });
    expect(after.body.value.roundId).not.toBe(roundId);
    expect(after.body.value.results[0]).toMatchObject({ mark: expect.stringMatching(/^[PBT]$/) });

    const inv = await ledgerInvariants(t.db);
    expect(inv).toMatchObject({ drift: [], negative: [], unbalanced: [] });
    expect(inv.totals.every((x) => x.total === 0)).toBe(true);
  });

  it('roulette: a queued pocket pays a straight 35:1 and the losers nothing', async () => {
    const a = await h.member();
    const sa = (await sit(a.token, 'EVO_LIVE_0002')).session;
    expect((await bet(sa, 'N17', 1_000)).status).toBe(200);
    expect((await bet(sa, 'RED', 2_000)).status).toBe(200);
    await closeBetting('ROU1');
    rng.queue(17);
    await t.app.demoLive.runTables();
    expect(await balance(a.token)).toBe(TEST_FUNDING - 3_000 + 36_000);
  });

  it('a member who reopens the table mid-round bets through the same seat and is settled once', async () => {
    const a = await h.member();
    const first = (await sit(a.token, 'EVO_LIVE_0004')).session;
    const roundId = (await call(first, 'GET', '/vendor/demo/live/api/state')).body.value.roundId as string;
    expect((await bet(first, 'RED', 1_000)).status).toBe(200);
    const second = (await sit(a.token, 'EVO_LIVE_0006')).session;
    const again = await bet(second, 'BLACK', 1_000);
    expect(again.body.value.bets).toEqual([
      { spot: 'RED', amount: 1_000 },
      { spot: 'BLACK', amount: 1_000 },
    ]);
    await closeBetting('ROU1');
    rng.queue(0);
    await t.app.demoLive.runTables();
    expect(await balance(a.token)).toBe(TEST_FUNDING - 2_000);
    const calls = await t.db.query(
      `SELECT kind, count(*)::int AS n FROM seamless_transactions WHERE round_id = $1 GROUP BY kind ORDER BY kind`,
      [roundId],
    );
    expect(calls.rows).toEqual([
      { kind: 'CLOSE', n: 1 },
      { kind: 'CREDIT', n: 1 },
      { kind: 'DEBIT', n: 2 },
    ]);
  });

  it('chat: the table page posts plain text under a masked name, refuses control characters, rate-limits', async () => {
    const a = await h.member(0, 'chatty_player');
    const sa = (await sit(a.token, 'EVO_LIVE_0007')).session;
    const sent = await call(sa, 'POST', '/vendor/demo/live/api/chat', { text: '  <b>hi</b> & bye ' });
    expect(sent.body.value).toMatchObject({
      sender: 'ch***er',
      text: '<b>hi</b> & bye',
      dealer: false,
      greetingRound: null,
    });
    expect((await call(sa, 'POST', '/vendor/demo/live/api/chat', { text: 'a\u0007b' })).body.code).toBe('VALIDATION');
    expect((await call(sa, 'POST', '/vendor/demo/live/api/chat', { text: 'x'.repeat(201) })).body.code).toBe(
      'VALIDATION',
    );
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await call(sa, 'POST', '/vendor/demo/live/api/chat', { text: `m${i}` })).body.code ?? 'OK');
    expect(codes).toContain('RATE_LIMITED');
    const list = await call(sa, 'GET', '/vendor/demo/live/api/chat');
    expect(list.body.value.me).toBe('ch***er');
    const texts = list.body.value.messages.map((m: Json) => m.text);
    expect(texts).toContain('<b>hi</b> & bye');
    // The dealer greets the table's round: its number for the pages' own texts, the English text as a fallback.
    const { roundNo } = (await call(sa, 'GET', '/vendor/demo/live/api/state')).body.value;
    expect(list.body.value.messages.find((m: Json) => m.dealer && m.greetingRound === roundNo)).toMatchObject({
      sender: 'Linh',
      text: `Round ${roundNo}: place your bets, good luck!`,
    });
    const members = list.body.value.messages.filter((m: Json) => !m.dealer);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m: Json) => m.greetingRound === null)).toBe(true);
  });

  it('housekeeping deletes month-old settled rounds with their members and bets, and ended chat links', async () => {
    await t.db.query(`UPDATE live_rounds SET settled_at = now() - interval '31 days' WHERE status = 'SETTLED'`);
    await t.db.query(`UPDATE live_chat_tokens SET expires_at = now() - interval '2 days'`);
    const before = await t.db.query(`SELECT count(*)::int AS n FROM live_rounds WHERE status = 'SETTLED'`);
    expect((before.rows[0] as { n: number }).n).toBeGreaterThan(0);
    await pruneExpired(t.app);
    const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]!.n;
    expect(await count(`SELECT count(*)::int AS n FROM live_rounds WHERE status = 'SETTLED'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM live_chat_tokens`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM live_bets b JOIN live_rounds r ON r.id = b.round_id`)).toBe(
      await count(`SELECT count(*)::int AS n FROM live_bets`),
    );
  });
});
