/** @pglite: the dashboard's figures on the embedded database too. */
import { TRIAL_TYPE } from 'shared-contracts';
import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { moneyPostings } from '../../../../../../src/modules/wallet';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { houseContract, teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { fund } from '../../../../../helpers/funding';
import { call, newMember, type Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';
import { liveRound } from '../../../../../helpers/live';
import { registerClient } from '../../../../../helpers/register';
import { creditedDeposit, ops, readyMember, requestWithdrawal } from '../../../../../helpers/withdrawals';
import { recompute, zoneDays } from './recompute';

const DEMO_ZONE = 'Asia/Ho_Chi_Minh';

const ago = (days: number) => `now() - interval '${days} days'`;

describe.each(BACKENDS)('GET /ops/dashboard figures on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let demoId: number;
  let finance: Record<string, string>;
  /** DEMO's day the activity was played (today) and the day two before it, fixed when it was played. */
  let played: { today: string; twoDaysAgo: string };
  const rng = queuedRng();

  const dashboard = async (query: string): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({ method: 'GET', url: `/ops/dashboard?${query}`, headers: finance });
    return { status: res.statusCode, body: res.json() };
  };
  /** One settled demo-vendor round through the launch, the game page and the seamless wallet. */
  const playRound = async (token: string, query: Record<string, string>, draw: number, stake: number) => {
    const launched = await h.launch(token, query);
    const page = await h.open(launched.body.value.url);
    rng.queue(draw);
    const round = await h.round(page.state.session, { stake, choice: { direction: 'under', target: 51 } });
    expect(round.status).toBe(200);
    return round.body;
  };

  beforeAll(async () => {
    t = await setupApp(backend, {}, { demoVendorRng: rng });
    h = playHelpers(t, 'dash');
    const demo = (await t.app.merchants.findByCode('DEMO'))!;
    demoId = demo.id;
    const { id: financeId } = (
      await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo_finance'")
    ).rows[0]!;
    const s = await createOperatorSessionsRepository(t.db).create({
      operatorId: financeId,
      stage: 'open',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    finance = { cookie: `ops_session=${s.token}` };

    // Play: a player's dice rounds (lost 5,000; won 9,800 on 5,000) and a live round (lost 100) …
    const player = await h.member();
    await playRound(player.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 5_000);
    await playRound(player.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 49, 5_000);
    await liveRound(t, h, rng, player.token, { gameCode: 'EVO_LIVE_0002', spot: 'N1', stake: 100, pocket: 0 });
    // … and a trial's fun round, which never counts.
    const trial = await h.member(TRIAL_TYPE);
    await playRound(trial.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 10_000);

    // Money: two credited deposits of one depositor, a paid withdrawal and a pending one.
    const depositor = await newMember(t, 'dash_dep');
    await creditedDeposit(t, depositor.token, 300_000_00);
    await creditedDeposit(t, depositor.token, 120_000_00);
    const payee = await readyMember(t, 'dash_wd', 900_000_00);
    const paid = await requestWithdrawal(t, payee.token, { bankAccountId: payee.accountId, amount: 200_000_00 });
    expect((await call(t, 'POST', `/ops/withdrawals/${paid.body.value.id}/approve`, { headers: ops })).status).toBe(
      200,
    );
    const waiting = await readyMember(t, 'dash_wd2', 900_000_00);
    const pending = await requestWithdrawal(t, waiting.token, { bankAccountId: waiting.accountId, amount: 150_000_00 });
    expect(pending.status).toBe(200);

    // A member registered through the register form.
    const reg = registerClient(t, '71');
    expect((await reg.register(await reg.validBody())).status).toBe(200);

    // A bonus claimed (and one granted, not claimed: no money moved yet).
    const grant = (sourceKey: string, amount: number) =>
      t.app.rewards.grant({
        merchantId: demoId,
        memberId: player.id,
        source: 'PROMOTION',
        sourceKey,
        title: sourceKey,
        amount,
        turnoverMultiple: 1,
      });
    const claimed = await grant('dash:claimed', 8_800);
    await grant('dash:pending', 1_000);
    expect(
      (await call(t, 'POST', '/wps/rewards/claim', { token: player.token, payload: { id: claimed.id } })).status,
    ).toBe(200);

    // Agent payouts: the house's 1 % daily salary to a top agent, settled by the agency from its downline's real
    // round (lost 100,000 → 1,000), and that agent paying its sub-agent 600 of it (members' money, not the house's cost).
    const agent = await teamMember(t, 'dash_agent', null, 1);
    await houseContract(t, agent.username, 'DAILY_SALARY', [{ minAmount: 0, minActive: 0, rate: 100 }]);
    const downline = await teamMember(t, 'dash_down', agent.id);
    await fund(t.app, downline.id);
    await playRound(downline.token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' }, 99, 100_000);
    const settled = await t.app.agency.settlement.run('DAILY_SALARY', new Date(Date.now() + 2 * 86_400_000));
    expect(settled).toMatchObject({ paid: 1, amount: 1_000 });
    const sub = await teamMember(t, 'dash_sub', agent.id, 2);
    const [agentMain, subMain] = [
      await t.app.wallet.mainAccount(demo, agent.id),
      await t.app.wallet.mainAccount(demo, sub.id),
    ];
    const period = { merchantId: demoId, periodStart: new Date('2026-01-01T00:00:00Z') };
    await t.app.wallet.post(
      moneyPostings.agentPayout({ ...period, memberId: sub.id, contractId: 990_002 }, agentMain, subMain, 600),
    );

    // Two days ago (at noon of DEMO's day, so that a run crossing its midnight keeps it on that day): the live round,
    // the first deposit and the agent's registration; 40 days ago: a round (out of range).
    const { rows } = await t.db.query<{ at: Date; today: string; twoDaysAgo: string }>(
      `SELECT ((now() AT TIME ZONE $1)::date - 2 + time '12:00') AT TIME ZONE $1 AS at,
         to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS today,
         to_char((now() AT TIME ZONE $1)::date - 2, 'YYYY-MM-DD') AS "twoDaysAgo"`,
      [DEMO_ZONE],
    );
    const { at } = rows[0]!;
    played = { today: rows[0]!.today, twoDaysAgo: rows[0]!.twoDaysAgo };
    await t.db.query(
      `UPDATE bet_records SET created_at = $2, settled_at = $2 WHERE member_id = $1 AND vendor = 'EVO'`,
      [player.id, at],
    );
    await t.db.query(
      `UPDATE ledger_transactions SET created_at = $2
       WHERE id = (SELECT min(id) FROM ledger_transactions WHERE member_id = $1 AND kind = 'DEPOSIT')`,
      [depositor.id, at],
    );
    await t.db.query(`UPDATE members SET created_at = $2 WHERE id = $1`, [agent.id, at]);
    await t.db.query(
      `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status,
         created_at, settled_at, game_category)
       VALUES ($1, $2, 'DEMO', 'DEMO_DICE', 'dash-old', 'VND', 12300, 0, 'SETTLED', ${ago(40)}, ${ago(40)}, 'RNG')`,
      [demoId, player.id],
    );
  }, 180_000);
  afterAll(() => t?.cleanup());

  it.each([1, 7, 30])('equals the figures recomputed from the ledger and bet records over %i day(s)', async (days) => {
    const { status, body } = await dashboard(`merchant=DEMO&days=${days}`);
    expect(status).toBe(200);
    const v = body.value;
    // DEMO's days are its own (Asia/Ho_Chi_Minh, UTC+7), as the reports'.
    const { dates } = await zoneDays(t, days, DEMO_ZONE);
    expect(v).toMatchObject({ days, from: dates[0], to: dates.at(-1), timeZone: DEMO_ZONE, merchant: 'DEMO' });
    expect(v.currency).toBe('VND');
    expect(v.byDay.map((d: { date: string }) => d.date)).toEqual(dates);
    const expected = await recompute(t, demoId, days, DEMO_ZONE);
    expect({ totals: v.totals, byDay: v.byDay, byCategory: v.byCategory, byVendor: v.byVendor }).toEqual(expected);
    expect(v.merchants).toHaveLength(1);
    expect(v.merchants[0]).toMatchObject({ code: 'DEMO', currency: 'VND', ...expected });
  });

  it("shows this test's activity on its days: two days ago exactly, today at least, nothing older than 30 days", async () => {
    const v = (await dashboard('merchant=DEMO&days=7')).body.value;
    const on = (date: string) => v.byDay.find((d: { date: string }) => d.date === date);
    const twoDaysAgo = on(played.twoDaysAgo);
    expect(twoDaysAgo).toEqual({
      date: played.twoDaysAgo,
      stakes: '1.00',
      payouts: '0.00',
      ggr: '1.00',
      bonuses: '0.00',
      agentPayouts: '0.00',
      ngr: '1.00',
      deposits: '300000.00',
      depositCount: 1,
      withdrawals: '0.00',
      withdrawalCount: 0,
      registrations: 1,
      firstDepositors: 1,
      activePlayers: 1,
      rounds: 1,
    });
    const today = on(played.today);
    expect(today.rounds).toBeGreaterThanOrEqual(2);
    expect(today.firstDepositors).toBe(v.totals.firstDepositors - 1); // the depositor counted once, two days ago
    expect(Number(today.bonuses)).toBeGreaterThanOrEqual(88);
    expect(Number(today.agentPayouts)).toBeGreaterThanOrEqual(10);
    expect(Number(today.withdrawals)).toBeGreaterThanOrEqual(200_000);
    // The player played on two days and is one active player of the week.
    expect(v.totals.activePlayers).toBeLessThan(today.activePlayers + twoDaysAgo.activePlayers);
    const month = (await dashboard('merchant=DEMO&days=30')).body.value;
    expect(month.byDay).toHaveLength(30);
    expect(month.byVendor.find((p: { key: string }) => p.key === 'EVO')).toMatchObject({ stakes: '1.00', rounds: 1 });
  });

  it('answers only for days 1, 7 or 30 (7 by default)', async () => {
    expect((await dashboard('merchant=DEMO')).body.value.days).toBe(7);
    for (const days of ['2', '0', 'x']) {
      const res = await dashboard(`merchant=DEMO&days=${days}`);
      expect([days, res.status, res.body.code]).toEqual([days, 400, 'VALIDATION']);
    }
  });

  it('exports byDay as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ops/dashboard/export.csv?merchant=DEMO&days=7',
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,stakes,payouts,ggr,bonuses,agentPayouts,ngr,deposits,depositCount,withdrawals,withdrawalCount,registrations,firstDepositors,activePlayers,rounds',
    );
    const v = (await dashboard('merchant=DEMO&days=7')).body.value;
    expect(lines.slice(1)).toEqual(v.byDay.map((d: Record<string, unknown>) => Object.values(d).map(String).join(',')));
  });
});
