import { activityHelpers } from '../../helpers/activity';
import { setupApp, type TestApp } from '../../helpers/app';
import { settledRound } from '../../helpers/agency';
import { BACKENDS } from '../../helpers/db';
import { fund } from '../../helpers/funding';
import { TEST_AUTH } from '../../helpers/login';
import { call } from '../../helpers/payments';
import { playHelpers, queuedRng } from '../../helpers/play';
import { pointsHelpers } from '../../helpers/points';

describe.each(BACKENDS)('points earning (the job points.earn) on %s', (backend) => {
  let t: TestApp;
  let p: ReturnType<typeof pointsHelpers>;
  let act: ReturnType<typeof activityHelpers>;
  const rng = queuedRng();

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    p = pointsHelpers(t);
    act = activityHelpers(t, playHelpers(t, `points_${backend}`), rng);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('earns from settled real-money bets exactly once, however often and concurrently the job runs', async () => {
    const merchant = await p.merchant();
    const m = await p.member('pe');
    const other = await p.member('pe2');
    const at = new Date(Date.now() - 5_000);
    // Earning starts where the operator's settings put it (here: just before these rounds; no earlier test bets).
    await t.db.query('UPDATE points_earn_cursors SET settled_at = $2, bet_id = 0 WHERE merchant_id = $1', [
      merchant.id,
      new Date(at.getTime() - 1_000),
    ]);
    await settledRound(t, m.id, 250_000, 0, at); // 2 points
    await settledRound(t, m.id, 99_999, 500_000, at); // 0
    await settledRound(t, m.id, 1_000_000, 0, at); // 10
    await settledRound(t, other.id, 300_000, 0, at); // 3
    await settledRound(t, m.id, 5_000_000, 0, at, { fun: true });
    await settledRound(t, m.id, 5_000_000, 0, at, { status: 'OPEN' });
    const now = new Date(Date.now() - 3_000);
    const runs = await Promise.all([t.app.points.earn(merchant.id, now), t.app.points.earn(merchant.id, now)]);
    expect(runs.reduce((s, r) => s + r.points, 0)).toBeGreaterThanOrEqual(15);
    await t.app.points.earnAll(now);
    expect((await p.balance(m.token)).balance).toBe(12);
    expect((await p.balance(other.token)).balance).toBe(3);
    expect(await p.postings(m.id, 'POINTS_EARN')).toBe(1);
    // A round settled later earns in the next run only.
    await settledRound(t, m.id, 400_000, 0, new Date(now.getTime() + 1_000));
    await t.app.points.earn(merchant.id, new Date(now.getTime() + 2_000));
    await t.app.points.earn(merchant.id, new Date(now.getTime() + 2_000));
    expect((await p.balance(m.token)).balance).toBe(16);
    expect(t.app.jobs.definitions().some((j) => j.name === 'points.earn')).toBe(true);
  });

  it('earns from real rounds of the demo vendor once settled', async () => {
    const merchant = await p.merchant();
    const m = await p.member('pz');
    await fund(t.app, m.id, 10_000_000);
    await act.rounds(m.token, 3, 100_000); // 1,000 ₫ each: 1 point a round
    await t.app.points.earn(merchant.id, new Date(Date.now() + 1_000));
    expect((await p.balance(m.token)).balance).toBe(3);
    const lines = await call(t, 'GET', '/wps/points/transactions', { token: m.token });
    expect(lines.body.value.list).toEqual([
      expect.objectContaining({ type: 'POINTS_EARN', amount: 3, balanceAfter: 3 }),
    ]);
  });
});
