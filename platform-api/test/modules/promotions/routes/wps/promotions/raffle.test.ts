import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember } from '../../../../../helpers/payments';
import { createActivity, ops, rewardsOf, viewOf } from '../../../../../helpers/promotions';
import { commitmentOf, drawWinners, entriesHash } from '../../../../../../src/modules/promotions';

const MINUTE = 60_000;

describe.each(BACKENDS)('promotions: raffles and their draw on %s', (backend) => {
  let t: TestApp;
  /** The app's clock runs `shift` ms ahead of the real one: a test moves it past a raffle's end. */
  let shift = 0;
  const at = () => new Date(Date.now() + shift);

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: at });
  }, 60_000);
  afterAll(() => t.cleanup());
  afterEach(() => {
    shift = 0;
  });

  const join = (token: string | null, activityId: unknown) =>
    call(t, 'POST', '/wps/promotions/raffle', { token, payload: { activityId } });
  /** A raffle ending in 10 minutes (of the app's clock), and `n` members who joined it. */
  const raffleWith = async (n: number, winners: number) => {
    const activity = await createActivity(t, { kind: 'RAFFLE', winners, endsAt: new Date(Date.now() + 10 * MINUTE) });
    const members = [];
    for (let i = 0; i < n; i += 1) {
      const m = await newMember(t, 'rf');
      expect((await join(m.token, activity.id)).status).toBe(200);
      members.push(m);
    }
    return { activity, members };
  };

  it('joins once while it runs; visitors, trials and bad input are refused', async () => {
    const a = await createActivity(t, { kind: 'RAFFLE', winners: 2 });
    expect(a.drawCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toHaveProperty('drawSeed');
    const m = await newMember(t, 'rj');
    const ok = await join(m.token, a.id);
    expect(ok.status).toBe(200);
    expect(ok.body.value.promotion).toMatchObject({
      state: 'JOINED',
      status: 'JOINED',
      raffle: { winners: 2, entries: 1, commitment: a.drawCommitment, drawnAt: null, seed: null },
    });
    const twice = await join(m.token, a.id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PROMOTION_ALREADY_JOINED');
    const concurrent = await newMember(t, 'rjc');
    const answers = await Promise.all(Array.from({ length: 4 }, () => join(concurrent.token, a.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);

    expect((await join(null, a.id)).status).toBe(401);
    const trial = await newMember(t, 'rjt', 4);
    expect((await join(trial.token, a.id)).body.code).toBe('TRIAL_FORBIDDEN');
    for (const bad of [0, 'x', null, 1.5]) expect((await join(m.token, bad)).body.code).toBe('VALIDATION');
    expect((await join(m.token, 2_000_000_000)).body.code).toBe('PROMOTION_NOT_FOUND');

    shift = 2 * 24 * 60 * MINUTE; // two days on: the default activity of createActivity runs for one
    const late = await join((await newMember(t, 'rjl')).token, a.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PROMOTION_ENDED');
  });

  it('draws once after the end, however often and concurrently it runs: auditable, winners rewarded, losers closed', async () => {
    const { activity, members } = await raffleWith(8, 3);
    // Not due yet: nothing drawn.
    expect(await t.app.promotions.drawDue()).toEqual({ drawn: 0, winners: 0 });

    shift = 11 * MINUTE;
    const runs = await Promise.all([
      t.app.promotions.drawDue(),
      t.app.promotions.drawDue(),
      t.app.promotions.drawDue(),
    ]);
    const later = await t.app.promotions.drawDue();
    expect(runs.reduce((n, r) => n + r.drawn, 0) + later.drawn).toBe(1);
    expect(later).toEqual({ drawn: 0, winners: 0 });

    const granted = await rewardsOf(t, `raffle:${activity.id}`);
    expect(granted).toHaveLength(3);
    const { rows } = await t.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM promotion_raffle_draws WHERE activity_id = $1',
      [activity.id],
    );
    expect(Number(rows[0]!.n)).toBe(1);

    // Anyone can check the draw: the published seed matches the commitment and reproduces the winners.
    const view = await viewOf(t, members[0]!.token, activity.id);
    expect(view.raffle).toMatchObject({ entries: 8, winners: 3, commitment: activity.drawCommitment });
    expect(commitmentOf(view.raffle.seed)).toBe(activity.drawCommitment);
    const ids = members.map((m) => m.id);
    const expected = drawWinners(view.raffle.seed, ids, 3);
    expect(granted.map((g) => g.memberId).sort()).toEqual([...expected].sort());
    const listed = await ops(t, 'GET', '/ops/promotions?merchant=DEMO');
    const drawn = listed.body.value.activities.find((a: { id: number }) => a.id === activity.id);
    expect(drawn.draw).toMatchObject({ entriesHash: entriesHash(ids), winnerIds: expected });

    for (const m of members) {
      const v = await viewOf(t, m.token, activity.id);
      expect(v.phase).toBe('CLOSED');
      if (expected.includes(m.id)) expect(v).toMatchObject({ state: 'ISSUED', status: 'ISSUED' });
      else expect(v).toMatchObject({ state: 'JOINED', status: 'CLOSED' });
    }
    // The winner's reward waits in the reward centre; once claimed the activity shows CLAIMED.
    const winner = members.find((m) => m.id === expected[0])!;
    const rewards = await call(t, 'GET', '/wps/rewards?status=PENDING', { token: winner.token });
    const reward = rewards.body.value.list.find((r: { title: string }) => r.title === activity.title);
    expect(
      (await call(t, 'POST', '/wps/rewards/claim', { token: winner.token, payload: { id: reward.id } })).status,
    ).toBe(200);
    expect(await viewOf(t, winner.token, activity.id)).toMatchObject({ state: 'CLAIMED', status: 'CLAIMED' });

    // A drawn raffle's period and winners are final.
    const changed = await ops(t, 'PUT', `/ops/promotions/${activity.id}?merchant=DEMO`, {
      title: activity.title,
      bannerUrl: activity.bannerUrl,
      rules: activity.rules,
      audience: activity.audience,
      startsAt: activity.startsAt,
      endsAt: activity.endsAt,
      rewardAmount: activity.rewardAmount,
      turnoverMultiple: activity.turnoverMultiple,
      winners: 5,
    });
    expect(changed.status).toBe(400);
  });

  it('draws everyone when fewer enter than win, and a raffle nobody joined draws nobody', async () => {
    const few = await raffleWith(2, 5);
    const empty = await createActivity(t, { kind: 'RAFFLE', winners: 2, endsAt: new Date(Date.now() + 10 * MINUTE) });
    shift = 11 * MINUTE;
    const r = await t.app.promotions.drawDue();
    expect(r.drawn).toBeGreaterThanOrEqual(2);
    expect((await rewardsOf(t, `raffle:${few.activity.id}`)).map((g) => g.memberId).sort()).toEqual(
      few.members.map((m) => m.id).sort(),
    );
    expect(await rewardsOf(t, `raffle:${empty.id}`)).toEqual([]);
    const m = await newMember(t, 'rfe');
    expect((await viewOf(t, m.token, empty.id)).raffle).toMatchObject({ entries: 0, drawnAt: expect.any(String) });
  });

  it('runs on the job queue every 30 seconds', () => {
    expect(t.app.jobs.definitions().find((j) => j.name === 'promotions.raffle-draw')).toMatchObject({ every: 30 });
  });
});
