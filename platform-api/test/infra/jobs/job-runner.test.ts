/** @pglite: the job queue on the embedded database too. */
import {
  createJobRunner,
  housekeepingJob,
  listJobRuns,
  type JobContext,
  type JobDefinition,
  type JobRunner,
  type JobRunnerOptions,
} from '../../../src/infra/jobs';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';
import { applyJobsMigration, fresh, quietLog, waitFor } from './helpers';

jest.setTimeout(60_000);

describe.each(BACKENDS)('job runner on %s', (backend) => {
  let t: TestDb;
  const runners: JobRunner[] = [];
  const schemas: string[] = [];

  beforeAll(async () => {
    t = await openTestDb(backend);
    await applyJobsMigration(t.db);
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    for (const s of schemas.splice(0)) await t.db.exec(`DROP SCHEMA ${s} CASCADE`);
  });
  afterAll(() => t.cleanup());

  /** A runner on its own pg-boss schema (or on `schema`, to share one with another runner). */
  const runner = (jobs: JobDefinition[], opts: Partial<JobRunnerOptions> = {}): JobRunner => {
    const schema = opts.schema ?? fresh('pgboss');
    if (!schemas.includes(schema)) schemas.push(schema);
    const r = createJobRunner({ db: t.db, log: quietLog(), pollingIntervalSeconds: 0.5, ...opts, schema });
    for (const j of jobs) r.define(j);
    runners.push(r);
    return r;
  };

  /** A job that records the periods and attempts it was called with. */
  const recording = (extra: Partial<JobDefinition> = {}) => {
    const calls: { period: string; attempt: number }[] = [];
    const def: JobDefinition = {
      name: fresh('job'),
      retryDelay: 1,
      handler: async ({ period, attempt }: JobContext) => void calls.push({ period, attempt }),
      ...extra,
    };
    return { def, calls };
  };

  const okRuns = (name: string, n: number) =>
    waitFor(
      async () => {
        const runs = await listJobRuns(t.db, { name, status: 'ok' });
        return runs.length >= n && runs;
      },
      20_000,
      `${n} ok runs of ${name}`,
    );

  it('runs an enqueued period and records the run', async () => {
    const { def, calls } = recording();
    const r = runner([def], { processName: 'api-1' });
    await r.start();
    const { created, jobId } = await r.enqueue(def.name, 'p-1');
    expect(created).toBe(true);
    const [run] = await okRuns(def.name, 1);
    expect(calls).toEqual([{ period: 'p-1', attempt: 1 }]);
    expect(run).toMatchObject({ name: def.name, period: 'p-1', jobId, attempt: 1, status: 'ok', process: 'api-1' });
    expect(run?.finishedAt).not.toBeNull();
  });

  it('runs a period once when two runners (two API instances) enqueue it, twice each', async () => {
    const { def, calls } = recording();
    const schema = fresh('pgboss');
    const other = backend === 'postgres' && t.reopen ? t.reopen() : t.db;
    const r1 = runner([def], { schema, processName: 'api-1' });
    const r2 = runner([def], { schema, processName: 'api-2', db: other });
    await r1.start();
    await r2.start();
    const sent = await Promise.all([
      r1.enqueue(def.name, 'p-1'),
      r2.enqueue(def.name, 'p-1'),
      r1.enqueue(def.name, 'p-1'),
      r2.enqueue(def.name, 'p-1'),
    ]);
    expect(sent.filter((s) => s.created)).toHaveLength(1);
    expect(new Set(sent.map((s) => s.jobId)).size).toBe(1);
    await okRuns(def.name, 1);
    // Nothing else is queued for the period: one pg-boss row, completed.
    const { rows } = await t.db.query(`SELECT state FROM ${schema}.job WHERE name = $1`, [def.name]);
    expect(rows).toEqual([{ state: 'completed' }]);
    expect(calls).toEqual([{ period: 'p-1', attempt: 1 }]);
    if (other !== t.db) await other.close();
  });

  it('runs an `every` job once per period, at the period boundaries', async () => {
    const { def, calls } = recording({ every: 1, catchUp: 0 });
    const r = runner([def]);
    await r.start();
    expect(r.jobs()[0]).toMatchObject({ name: def.name, every: 1, offsetSeconds: 0 });
    const runs = await okRuns(def.name, 3);
    const periods = runs.map((x) => x.period).sort();
    for (const p of periods) expect(p).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    const seconds = periods.map((p) => Date.parse(p) / 1000);
    // Whole periods apart and never the same one twice. With catchUp 0 a runner starved of CPU for over a
    // second skips the periods it missed (by design), so the gaps are whole seconds, not always exactly 1;
    // two-processes.test.ts checks that every period of a run executes once.
    for (const [i, s] of seconds.slice(1).entries()) {
      const gap = s - (seconds[i] as number);
      expect(Number.isInteger(gap) && gap >= 1).toBe(true);
    }
    expect(new Set(calls.map((c) => c.period)).size).toBe(calls.length);
  });

  it('retries a failing job with exponential backoff and records every attempt', async () => {
    const { def, calls } = recording({ retryLimit: 3, retryDelay: 1 });
    const inner = def.handler;
    def.handler = async (ctx) => {
      await inner(ctx);
      if (ctx.attempt < 3) throw new Error(`boom ${ctx.attempt}`);
    };
    const r = runner([def]);
    await r.start();
    await r.enqueue(def.name, 'p-1');
    await okRuns(def.name, 1);
    const runs = (await r.runs({ name: def.name })).reverse();
    expect(runs.map((x) => [x.attempt, x.status, x.error])).toEqual([
      [1, 'retrying', 'boom 1'],
      [2, 'retrying', 'boom 2'],
      [3, 'ok', null],
    ]);
    const at = runs.map((x) => Date.parse(x.startedAt));
    // retryDelay 1 s with backoff: the first retry after 1–2 s, the second after 2–4 s.
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(900);
    expect((at[2] as number) - (at[1] as number)).toBeGreaterThanOrEqual(1900);
    expect(calls.map((c) => c.attempt)).toEqual([1, 2, 3]);
  });

  it('marks the run failed when the retries are used up', async () => {
    const { def } = recording({ retryLimit: 1, retryDelay: 1 });
    def.handler = async () => {
      throw new Error('always');
    };
    const schema = fresh('pgboss');
    const r = runner([def], { schema });
    await r.start();
    const { jobId } = await r.enqueue(def.name, 'p-1');
    const runs = await waitFor(async () => {
      const x = await r.runs({ name: def.name, status: 'failed' });
      return x.length === 1 && x;
    });
    expect(runs[0]).toMatchObject({ attempt: 2, error: 'always' });
    expect((await r.runs({ name: def.name })).map((x) => x.status)).toEqual(['failed', 'retrying']);
    await waitFor(async () => {
      const { rows } = await t.db.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE id = $1`, [jobId]);
      return rows[0]?.state === 'failed';
    });
  });

  it('skips a period that already succeeded, even when its queue row is gone', async () => {
    const { def, calls } = recording();
    const schema = fresh('pgboss');
    const r = runner([def], { schema });
    await r.start();
    await r.enqueue(def.name, 'p-1');
    await okRuns(def.name, 1);
    // As after pg-boss has archived and dropped the job: the same period can be queued again …
    await t.db.query(`DELETE FROM ${schema}.job WHERE name = $1`, [def.name]);
    expect((await r.enqueue(def.name, 'p-1')).created).toBe(true);
    // … and is recorded as skipped, without calling the handler.
    await waitFor(async () => (await r.runs({ name: def.name, status: 'skipped' })).length === 1);
    expect(calls).toHaveLength(1);
  });

  it('commits a transactional job’s effects with its run; a failed attempt leaves none', async () => {
    const table = fresh('job_effects');
    await t.db.exec(`CREATE TABLE ${table} (period text NOT NULL, attempt integer NOT NULL)`);
    const def: JobDefinition = {
      name: fresh('job'),
      transactional: true,
      retryDelay: 1,
      handler: async ({ db, period, attempt }) => {
        await db.query(`INSERT INTO ${table} VALUES ($1, $2)`, [period, attempt]);
        if (attempt === 1) throw new Error('after the insert');
      },
    };
    const r = runner([def]);
    await r.start();
    await r.enqueue(def.name, 'p-1');
    await okRuns(def.name, 1);
    const { rows } = await t.db.query(`SELECT period, attempt FROM ${table}`);
    expect(rows).toEqual([{ period: 'p-1', attempt: 2 }]);
  });

  it('stop() waits for a running handler to finish', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const events: string[] = [];
    const def: JobDefinition = {
      name: fresh('job'),
      handler: async () => {
        events.push('handler started');
        await gate;
        events.push('handler finished');
      },
    };
    const r = runner([def]);
    await r.start();
    await r.enqueue(def.name, 'p-1');
    await waitFor(async () => events.includes('handler started'));
    const stopped = r.stop().then(() => events.push('stopped'));
    setTimeout(release, 300);
    await stopped;
    expect(events).toEqual(['handler started', 'handler finished', 'stopped']);
    expect((await r.runs({ name: def.name })).map((x) => x.status)).toEqual(['ok']);
  });

  it('aborts an attempt that outlives its expiry and retries it', async () => {
    const seen: { attempt: number; aborted: boolean }[] = [];
    const def: JobDefinition = {
      name: fresh('job'),
      expireInSeconds: 2,
      retryDelay: 1,
      handler: async ({ attempt, signal }) => {
        if (attempt === 1) await new Promise((r) => signal.addEventListener('abort', r, { once: true }));
        seen.push({ attempt, aborted: signal.aborted });
      },
    };
    const r = runner([def]);
    await r.start();
    await r.enqueue(def.name, 'p-1');
    await okRuns(def.name, 1);
    expect(seen).toEqual([
      { attempt: 1, aborted: true },
      { attempt: 2, aborted: false },
    ]);
    const runs = (await r.runs({ name: def.name })).reverse();
    expect(runs.map((x) => [x.attempt, x.status])).toEqual([
      [1, 'retrying'],
      [2, 'ok'],
    ]);
    expect(runs[0]?.error).toMatch(/ran out of time/);
  });

  it('runs now under a fresh manual key, and lists runs newest first by name, status and limit', async () => {
    const a = recording();
    const b = recording();
    const r = runner([a.def, b.def]);
    await r.start();
    const first = await r.runNow(a.def.name);
    expect(first.period).toMatch(/^manual:\d{4}-/);
    await okRuns(a.def.name, 1);
    await r.enqueue(b.def.name, 'p-1');
    await okRuns(b.def.name, 1);
    await r.enqueue(a.def.name, 'p-2');
    await okRuns(a.def.name, 2);
    const ofA = await listJobRuns(t.db, { name: a.def.name });
    expect(ofA.map((x) => x.period)).toEqual(['p-2', first.period]);
    expect(await listJobRuns(t.db, { name: a.def.name, limit: 1 })).toHaveLength(1);
    expect((await listJobRuns(t.db, { name: b.def.name })).map((x) => x.period)).toEqual(['p-1']);
    const all = await listJobRuns(t.db, { limit: 1000 });
    expect(all.map((x) => x.id)).toEqual([...all.map((x) => x.id)].sort((x, y) => y - x));
  });

  it('housekeeping prunes with the given function and drops runs older than 30 days', async () => {
    await t.db.query(
      `INSERT INTO job_runs (name, period, attempt, status, process, started_at)
       VALUES ('old-job', 'p-old', 1, 'ok', 'gone:1', now() - interval '31 days'),
              ('old-job', 'p-recent', 1, 'ok', 'gone:1', now() - interval '29 days')`,
    );
    const prune = jest.fn(async () => undefined);
    const def = housekeepingJob(prune);
    expect(def).toMatchObject({ name: 'housekeeping', every: 600 });
    const r = runner([def]);
    // start() enqueues the current 10-minute instant.
    await r.start();
    const [run] = await okRuns('housekeeping', 1);
    expect(Date.parse(run?.period ?? '') % 600_000).toBe(0);
    expect(prune).toHaveBeenCalledTimes(1);
    expect((await listJobRuns(t.db, { name: 'old-job' })).map((x) => x.period)).toEqual(['p-recent']);
  });
});
