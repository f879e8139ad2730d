import { randomBytes } from 'node:crypto';
import { createJobRunner, type JobRunner } from '../../../../../../src/infra/jobs';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';
import type { Json } from '../../../../../helpers/payments';

jest.setTimeout(60_000);

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(BACKENDS)('/ops/jobs on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_owner', 'demo_auditor', 'demo_admin']);
    // Two recorded attempts, as the job runner writes them (infra/jobs/job-runs.ts).
    await t.db.query(
      `INSERT INTO job_runs (name, period, job_id, attempt, status, process, started_at, finished_at, error) VALUES
         ('housekeeping', '2026-11-24T10:00:00.000Z', '00000000-0000-8000-8000-00000000000a', 1, 'failed', 'p1', now() - interval '2 minutes', now() - interval '2 minutes', 'boom'),
         ('housekeeping', '2026-11-24T10:10:00.000Z', '00000000-0000-8000-8000-00000000000b', 1, 'ok', 'p2', now() - interval '1 minute', now() - interval '1 minute', NULL)`,
    );
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method, url, headers });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const get = (url: string, key: string | null = OPS_AUTH) => call('GET', url, key ? { authorization: key } : {});

  it('needs an operator with jobs.read; running one needs jobs.run', async () => {
    expect((await get('/ops/jobs', null)).status).toBe(401);
    expect((await get('/ops/jobs', 'wrong')).status).toBe(401);
    expect((await call('POST', '/ops/jobs/housekeeping/run')).status).toBe(401);
    expect((await call('GET', '/ops/jobs', as.demo_admin)).status).toBe(403);
    expect((await call('GET', '/ops/jobs', as.demo_auditor)).status).toBe(200);
    const refused = await call('POST', '/ops/jobs/housekeeping/run', as.demo_auditor);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('lists every job with its schedule, last run, last failure and counts, and the runs newest first', async () => {
    const all = (await get('/ops/jobs')).body.value;
    // In the order the modules defined them, which follows their dependencies: compare as a set.
    const names = all.jobs.map((j: Json) => `${j.name} ${j.every}`).sort();
    expect(names).toEqual([
      'agency.daily-salary 86400',
      'agency.dividend 3600',
      'agency.hourly-salary 3600',
      'agency.realtime-salary 300',
      'demo-live.tables 2',
      'demo-psp.sessions 60',
      'demo-pvp.hands 1',
      'demo-sportsbook.play 5',
      'housekeeping 600',
      'lottery.draws 5',
      'missions.grant 60',
      'points.earn 60',
      'promotions.raffle-draw 30',
      'referral.qualify 60',
      'vip.recalculate 60',
      'withdrawals.auto-received 60',
    ]);
    const housekeeping = all.jobs.find((j: Json) => j.name === 'housekeeping');
    expect(housekeeping).toMatchObject({
      every: 600,
      offsetSeconds: 0,
      cron: null,
      tz: null,
      lastRun: { status: 'ok', period: '2026-11-24T10:10:00.000Z' },
      lastFailure: { status: 'failed', error: 'boom' },
      counts: { ok: 1, failed: 1 },
    });
    expect(all.jobs.find((j: Json) => j.name === 'points.earn')).toMatchObject({
      lastRun: null,
      lastFailure: null,
      counts: {},
    });
    expect(all.runs.map((r: Json) => r.status)).toEqual(['ok', 'failed']);
    const failed = (await get('/ops/jobs?status=failed&name=housekeeping')).body.value;
    expect(failed.runs).toEqual([expect.objectContaining({ name: 'housekeeping', status: 'failed', error: 'boom' })]);
    expect((await get('/ops/jobs?name=points.earn')).body.value.runs).toEqual([]);
  });

  it('refuses bad filters and names with 400 and the field, an unknown job with 404', async () => {
    for (const url of ['/ops/jobs?status=nope', '/ops/jobs?limit=0', '/ops/jobs?limit=501', '/ops/jobs?name=a%20b']) {
      const res = await get(url);
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'VALIDATION']);
    }
    const bad = await call('POST', '/ops/jobs/a%20b/run', as.demo_owner);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION']);
    const unknown = await call('POST', '/ops/jobs/no.such-job/run', as.demo_owner);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    // No runner started in this process (an app built for a test): nothing can be enqueued.
    const idle = await call('POST', '/ops/jobs/housekeeping/run', as.demo_owner);
    expect([idle.status, idle.body.code]).toEqual([400, 'NOT_ENABLED']);
  });

  it('runs a job now through the queue: once, recorded, audited', async () => {
    let ran = 0;
    const job = { name: 'test.run-now', handler: async () => void (ran += 1) };
    t.app.jobs.define(job);
    const schema = `pgboss_runnow_${randomBytes(4).toString('hex')}`;
    const runner: JobRunner = createJobRunner({ db: t.db, log: quiet, schema, pollingIntervalSeconds: 0.5 });
    runner.define(job);
    try {
      await runner.start();
      t.app.jobs.attach(runner);
      const res = await call('POST', '/ops/jobs/test.run-now/run', as.demo_owner);
      expect(res.status).toBe(200);
      const { period, jobId } = res.body.value;
      expect(res.body.value.name).toBe('test.run-now');
      expect(period).toMatch(/^manual:\d{4}-/);
      const deadline = Date.now() + 20_000;
      let runs: Json[] = [];
      while (Date.now() < deadline) {
        runs = (await get('/ops/jobs?name=test.run-now')).body.value.runs;
        if (runs.some((r) => r.status === 'ok')) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(runs).toEqual([expect.objectContaining({ status: 'ok', period, jobId, attempt: 1 })]);
      expect(ran).toBe(1);
      const summary = (await get('/ops/jobs')).body.value.jobs.find((j: Json) => j.name === 'test.run-now');
      expect(summary).toMatchObject({ every: null, cron: null, lastRun: { status: 'ok' }, counts: { ok: 1 } });
      const audit = await t.app.operator.auditOf('job', 'test.run-now');
      expect(audit).toEqual([
        expect.objectContaining({ actor: 'demo_owner', role: 'owner', action: 'job.run', after: { period, jobId } }),
      ]);
    } finally {
      await runner.stop();
    }
  });
});
