/** @pglite: the missions routes on the embedded database too. */
import { TRIAL_TYPE } from 'shared-contracts';
import { missionsApi } from 'shared-contracts/engagement';
import { DEMO_MISSIONS } from '../../../../../../src/seed/missions';
import { activityHelpers } from '../../../../../helpers/activity';
import { demoMerchant, settledRound } from '../../../../../helpers/agency';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, type Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

const byTitle = (title: string) => DEMO_MISSIONS.find((m) => m.title === title)!;
const ROUNDS = byTitle('Play 5 rounds');
const DEPOSIT = byTitle('Deposit 2,000,000 ₫');
const LOTTERY = byTitle('Play 3 lottery bets');

describe.each(BACKENDS)('missions on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let act: ReturnType<typeof activityHelpers>;
  const rng = queuedRng();

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, `ms_${backend}`);
    act = activityHelpers(t, h, rng);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const summary = async (token: string | null) => call(t, 'GET', '/wps/missions/summary', { token });
  const board = async (token: string | null, query = 'period=DAILY') =>
    call(t, 'GET', `/wps/missions/leaderboard?${query}`, { token });
  const grant = async () => t.app.missions.grant((await demoMerchant(t)).id);
  const missionRewards = async (memberId: number) =>
    (
      await t.db.query<{ source_key: string; amount: string }>(
        "SELECT source_key, amount::text FROM rewards WHERE member_id = $1 AND source = 'MISSION' ORDER BY id",
        [memberId],
      )
    ).rows;
  const mission = (v: Json, title: string) =>
    [...v.daily.missions, ...v.weekly.missions].find((m: { title: string }) => m.title === title);

  it('answers a visitor 401, a trial 403 and bad input 400', async () => {
    expect((await summary(null)).status).toBe(401);
    expect((await board(null)).status).toBe(401);
    const trial = await h.member(TRIAL_TYPE);
    expect(await summary(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    expect(await board(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    const m = await h.member();
    for (const q of ['', 'period=MONTHLY', 'period=DAILY&limit=0', 'period=DAILY&limit=51', 'period=DAILY&limit=x']) {
      const r = await board(m.token, q);
      expect({ q, status: r.status, code: r.body.code }).toEqual({ q, status: 400, code: 'VALIDATION' });
    }
  });

  it("lists today's and this week's missions with no progress for a new member", async () => {
    const m = await h.member();
    const r = await summary(m.token);
    expect(r.status).toBe(200);
    const v = r.body.value as Json;
    const now = new Date();
    expect(v.daily.start).toBe(missionsApi.missionPeriod('DAILY', now).start.toISOString());
    expect(v.weekly.end).toBe(missionsApi.missionPeriod('WEEKLY', now).end.toISOString());
    expect(v.daily.missions.map((x: { kind: string }) => x.kind)).toEqual([
      'BET_COUNT',
      'DEPOSIT_AMOUNT',
      'LOTTERY_BET',
    ]);
    expect(v.weekly.missions.map((x: { kind: string }) => x.kind)).toEqual(['BET_AMOUNT', 'BET_COUNT']);
    expect(v.daily.missions[0]).toMatchObject({
      period: 'DAILY',
      title: ROUNDS.title,
      target: 5,
      progress: 0,
      reward: ROUNDS.reward,
      status: 'IN_PROGRESS',
      completedAt: null,
    });
    expect(v.open).toBe(5);
    expect(await t.app.missions.openCount(await demoMerchant(t), m.id)).toBe(5);
  });

  it('completes a mission from real rounds once, however often and concurrently the job runs', async () => {
    const m = await h.member();
    await act.rounds(m.token, 4, 1_000);
    await grant();
    let v = (await summary(m.token)).body.value as Json;
    expect(mission(v, ROUNDS.title)).toMatchObject({ progress: 4, status: 'IN_PROGRESS' });
    expect(mission(v, 'Play 50 rounds this week')).toMatchObject({ progress: 4 });
    expect(mission(v, 'Bet 50,000 ₫ this week')).toMatchObject({ progress: 4_000 });

    await act.rounds(m.token, 1, 1_000);
    // The job and the member's summary race to complete it: one completion, one reward.
    await Promise.all([grant(), summary(m.token), grant(), summary(m.token), grant()]);
    await grant();
    const key = `mission:${mission(v, ROUNDS.title).id}:${v.daily.start}`;
    expect(await missionRewards(m.id)).toEqual([{ source_key: key, amount: String(ROUNDS.reward) }]);
    v = (await summary(m.token)).body.value as Json;
    expect(mission(v, ROUNDS.title)).toMatchObject({ progress: 5, status: 'COMPLETED' });
    expect(mission(v, ROUNDS.title).completedAt).not.toBeNull();
    expect(v.open).toBe(4);
    expect(await t.app.missions.openCount(await demoMerchant(t), m.id)).toBe(4);
    const rewards = await call(t, 'GET', '/wps/rewards', { token: m.token });
    expect(rewards.body.value.list).toEqual([
      expect.objectContaining({ source: 'MISSION', title: ROUNDS.title, amount: ROUNDS.reward, status: 'PENDING' }),
    ]);
    // More rounds the same day complete nothing more.
    await act.rounds(m.token, 2, 1_000);
    await grant();
    expect(await missionRewards(m.id)).toHaveLength(1);
  });

  it('counts credited deposits and lottery rounds only, and the summary completes what the member reached', async () => {
    const m = await h.member();
    // A fun round and an open one count for nothing.
    await settledRound(t, m.id, 1_000, 0, new Date(), { fun: true });
    await settledRound(t, m.id, 1_000, 0, new Date(), { status: 'OPEN' });
    const merchant = await demoMerchant(t);
    for (let i = 0; i < LOTTERY.target; i++)
      await t.db.query(
        `INSERT INTO bet_records (merchant_id, member_id, vendor, game_code, round_id, currency, stake, payout, status,
           fun, settled_at, game_name, game_category)
         VALUES ($1, $2, 'TCG_LOTTO_VN', 'VN1', $3, 'VND', 1000, 0, 'SETTLED', false, now(), 'Lottery', 'LOTT')`,
        [merchant.id, m.id, `ms-lott-${backend}-${m.id}-${i}`],
      );
    await act.deposit(m.token, DEPOSIT.target);
    // No job run: the summary sees both reached and completes them.
    const v = (await summary(m.token)).body.value as Json;
    expect(mission(v, LOTTERY.title)).toMatchObject({ progress: 3, status: 'COMPLETED' });
    expect(mission(v, DEPOSIT.title)).toMatchObject({ progress: DEPOSIT.target, status: 'COMPLETED' });
    expect(mission(v, ROUNDS.title)).toMatchObject({ progress: 3, status: 'IN_PROGRESS' });
    await grant();
    expect((await missionRewards(m.id)).map((r) => Number(r.amount)).sort()).toEqual(
      [DEPOSIT.reward, LOTTERY.reward].sort(),
    );
  });

  it('ranks members by missions completed, then by who finished first, with masked accounts', async () => {
    // Earlier tests' members are on the board too: this one follows its own four.
    const a = await h.member(0, `ms_${backend}_alpha`);
    const b = await h.member(0, `ms_${backend}_bravo`);
    const c = await h.member(0, `ms_${backend}_charlie`);
    const d = await h.member(0, `ms_${backend}_delta`);
    await act.deposit(a.token, DEPOSIT.target);
    await act.rounds(a.token, 5, 1_000);
    await grant(); // a: 2
    await act.rounds(b.token, 5, 1_000);
    await grant(); // b: 1
    await act.deposit(c.token, DEPOSIT.target);
    await act.rounds(c.token, 5, 1_000);
    await grant(); // c: 2, after a

    const r = await board(b.token, 'period=DAILY&limit=50');
    expect(r.status).toBe(200);
    const v = r.body.value as Json;
    const ranks = v.list.map((x: Json) => x.rank);
    expect(ranks).toEqual(ranks.map((_: number, i: number) => i + 1));
    const completed = v.list.map((x: Json) => x.completed);
    expect(completed).toEqual([...completed].sort((x: number, y: number) => y - x));
    const ours = v.list.filter((x: Json) => ['ms***ha', 'ms***ie', b.username].includes(x.account));
    expect(ours.map((x: Json) => [x.account, x.completed, x.me])).toEqual([
      ['ms***ha', 2, false],
      ['ms***ie', 2, false],
      [b.username, 1, true],
    ]);
    expect(v.mine).toEqual(ours[2]);
    expect(v.list.every((x: Json) => x.me || x.account.includes('***'))).toBe(true);
    // Beyond the limit: the list stops, the member's own row still comes.
    const short = (await board(b.token, 'period=DAILY&limit=1')).body.value as Json;
    expect(short.list).toHaveLength(1);
    expect(short.mine).toEqual(v.mine);
    const weekly = (await board(a.token, 'period=WEEKLY&limit=50')).body.value as Json;
    expect(weekly.mine).toMatchObject({ account: a.username, completed: 2, me: true });
    expect((await board(d.token)).body.value.mine).toBeNull();
  });
});
