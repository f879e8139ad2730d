import { BACKENDS } from '../../../../../helpers/db';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';

describe.each(BACKENDS)('/ops/jobs on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
    // Two recorded attempts, as the job runner writes them (infra/jobs/job-runs.ts).
    await t.db.query(
      `INSERT INTO job_runs (name, period, job_id, attempt, status, process, started_at, finished_at, error) VALUES
         ('housekeeping', '2026-11-24T10:00:00.000Z', '00000000-0000-8000-8000-00000000000a', 1, 'failed', 'p1', now() - interval '2 minutes', now() - interval '2 minutes', 'boom'),
         ('housekeeping', '2026-11-24T10:10:00.000Z', '00000000-0000-8000-8000-00000000000b', 1, 'ok', 'p2', now() - interval '1 minute', now() - interval '1 minute', NULL)`,
    );
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = (url: string, key: string | null = OPS_AUTH) =>
    t.app.inject({ method: 'GET', url, headers: key ? { authorization: key } : {} });

  it('needs an operator', async () => {
    expect((await get('/ops/jobs', null)).statusCode).toBe(401);
    expect((await get('/ops/jobs', 'wrong')).statusCode).toBe(401);
  });

  it('lists the defined jobs and the runs, newest first, filtered by status', async () => {
    const all = (await get('/ops/jobs')).json();
    // In the order the modules defined them, which follows their dependencies: compare as a set.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...all.value.jobs].sort(byName)).toEqual([
      { name: 'agency.daily-salary', every: 86_400, cron: null },
      { name: 'agency.dividend', every: 3_600, cron: null },
      { name: 'agency.hourly-salary', every: 3_600, cron: null },
      { name: 'agency.realtime-salary', every: 300, cron: null },
      { name: 'demo-psp.sessions', every: 60, cron: null },
      { name: 'housekeeping', every: 600, cron: null },
      { name: 'lottery.draws', every: 5, cron: null },
      { name: 'missions.grant', every: 60, cron: null },
      { name: 'points.earn', every: 60, cron: null },
      { name: 'promotions.raffle-draw', every: 30, cron: null },
      { name: 'referral.qualify', every: 60, cron: null },
      { name: 'vip.recalculate', every: 60, cron: null },
      { name: 'withdrawals.auto-received', every: 60, cron: null },
    ]);
    expect(all.value.runs.map((r: { status: string }) => r.status)).toEqual(['ok', 'failed']);
    const failed = (await get('/ops/jobs?status=failed')).json();
    expect(failed.value.runs).toEqual([
      expect.objectContaining({ name: 'housekeeping', status: 'failed', error: 'boom' }),
    ]);
    expect((await get('/ops/jobs?status=nope')).statusCode).toBe(400);
  });
});
