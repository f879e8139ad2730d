/** @postgres-only: two API processes share one PostgreSQL. */
// The exactly-once proof: real API processes (child_process.fork) sharing one PostgreSQL.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createJobRunner, listJobRuns } from '../../../src/infra/jobs';
import { openTestDb, type TestDb } from '../../helpers/db';
import { TEST_DATABASE_URL } from '../../helpers/template';
import { applyJobsMigration, fresh, quietLog, waitFor } from './helpers';

jest.setTimeout(60_000);

const FIXTURES = join(__dirname, 'fixtures');

interface Child {
  proc: ChildProcess;
  ready: Promise<void>;
  /** Stops the runner gracefully; resolves with the enqueues the process sent. */
  stop: () => Promise<{ period: string; created: boolean }[]>;
  exited: Promise<number | null>;
}

function startChild(env: Record<string, string>): Child {
  const proc = fork(join(FIXTURES, 'job-process.ts'), [], {
    execArgv: ['-r', join(FIXTURES, 'register-ts.js')],
    env: { ...process.env, JOBS_DATABASE_URL: TEST_DATABASE_URL, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const message = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (m[key]) {
          proc.off('message', onMessage);
          resolve(m as T);
        }
      };
      proc.on('message', onMessage);
      void exited.then((code) => reject(new Error(`job process exited (${code}) before '${key}'`)));
    });
  const ready = message('ready').then(() => undefined);
  return {
    proc,
    ready,
    exited,
    stop: async () => {
      const done = message<{ sends: { period: string; created: boolean }[] }>('stopped');
      proc.send({ cmd: 'stop' });
      return (await done).sends;
    },
  };
}

describe('jobs across two API processes on one PostgreSQL', () => {
  let t: TestDb;
  let schema: string;
  const children: Child[] = [];
  const bossSchemas: string[] = [];

  beforeAll(async () => {
    t = await openTestDb('postgres');
    const { rows } = await t.db.query<{ s: string }>('SELECT current_schema() AS s');
    schema = rows[0]?.s as string;
    await applyJobsMigration(t.db);
    await t.db.exec(
      'CREATE TABLE job_exec (period text NOT NULL, pid integer NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())',
    );
  });
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill();
    for (const s of bossSchemas.splice(0)) await t.db.exec(`DROP SCHEMA ${s} CASCADE`);
  });
  afterAll(() => t.cleanup());

  const child = (env: Record<string, string>, bossSchema: string) => {
    const c = startChild({ JOBS_SEARCH_PATH: schema, JOBS_BOSS_SCHEMA: bossSchema, ...env });
    children.push(c);
    return c;
  };

  it('runs a job scheduled every 2 s exactly once per period', async () => {
    const EVERY = 2;
    const N = 10;
    const bossSchema = fresh('pgboss');
    bossSchemas.push(bossSchema);
    const a = child({ JOBS_MODE: 'tick', JOBS_EVERY: String(EVERY) }, bossSchema);
    const b = child({ JOBS_MODE: 'tick', JOBS_EVERY: String(EVERY) }, bossSchema);
    await Promise.all([a.ready, b.ready]);
    await waitFor(
      async () => {
        const { rows } = await t.db.query<{ n: number }>('SELECT count(DISTINCT period)::int AS n FROM job_exec');
        return (rows[0]?.n ?? 0) >= N;
      },
      30_000,
      `${N} periods`,
    );
    const [sendsA, sendsB] = await Promise.all([a.stop(), b.stop()]);
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);

    const { rows: executions } = await t.db.query<{ period: string; n: number; pids: number[] }>(
      'SELECT period, count(*)::int AS n, array_agg(pid) AS pids FROM job_exec GROUP BY period ORDER BY period',
    );
    const periods = executions.map((e) => e.period);
    // Exactly once: every executed period ran in one process, one time …
    expect(executions.filter((e) => e.n !== 1)).toEqual([]);
    // … and none is missing between the first and the last.
    const ms = periods.map((p) => Date.parse(p));
    expect(ms.slice(1).map((m, i) => m - (ms[i] as number))).toEqual(ms.slice(1).map(() => EVERY * 1000));

    // Every period was created once, and most were enqueued by both processes: they competed. (A process starved of
    // CPU for a moment — the build runs beside the tests — may skip enqueueing a period the other one made.)
    const created = new Map<string, number>();
    for (const s of [...sendsA, ...sendsB]) created.set(s.period, (created.get(s.period) ?? 0) + (s.created ? 1 : 0));
    expect([...created.values()].filter((n) => n !== 1)).toEqual([]);
    const both = periods.filter((p) => sendsA.some((s) => s.period === p) && sendsB.some((s) => s.period === p));
    expect(both.length).toBeGreaterThanOrEqual(N / 2);

    // What pg-boss holds agrees: a completed job per executed period; anything else was queued
    // after the last execution and was still waiting when both processes stopped.
    const { rows: jobs } = await t.db.query<{ period: string; state: string }>(
      `SELECT data->>'period' AS period, state FROM ${bossSchema}.job WHERE name = 'tick' ORDER BY 1`,
    );
    expect(jobs.filter((j) => j.state === 'completed').map((j) => j.period)).toEqual(periods);
    const last = periods[periods.length - 1] as string;
    for (const j of jobs.filter((x) => x.state !== 'completed')) {
      expect(j).toMatchObject({ state: 'created' });
      expect(j.period > last).toBe(true);
    }
    // And so do the recorded runs: one 'ok' per executed period, nothing failed.
    const runs = await listJobRuns(t.db, { name: 'tick', limit: 1000 });
    expect(
      runs
        .filter((r) => r.status === 'ok')
        .map((r) => r.period)
        .sort(),
    ).toEqual(periods);
    expect(runs.filter((r) => r.status !== 'ok')).toEqual([]);

    const byPid = new Map<number, number>();
    for (const e of executions) for (const pid of e.pids) byPid.set(pid, (byPid.get(pid) ?? 0) + 1);
    console.log(
      `two processes, every ${EVERY} s: ${periods.length} periods (${periods[0]} … ${last}), ` +
        `${executions.reduce((n, e) => n + e.n, 0)} executions; by process ${JSON.stringify(Object.fromEntries(byPid))}; ` +
        `enqueue attempts ${sendsA.length} + ${sendsB.length}, rows created ${[...created.values()].reduce((x, y) => x + y, 0)}; ` +
        `left queued at stop: ${jobs.length - periods.length}`,
    );
  });

  it('reruns the job of a process that died mid-run, and a transactional job’s effects commit once', async () => {
    const bossSchema = fresh('pgboss');
    bossSchemas.push(bossSchema);
    const victim = child({ JOBS_MODE: 'crash', JOBS_HANG: '1' }, bossSchema);
    await victim.ready;
    victim.proc.send({ cmd: 'enqueue', period: 'p-crash' });
    await waitFor(async () => (await listJobRuns(t.db, { name: 'crashy', status: 'running' })).length === 1);
    victim.proc.kill('SIGKILL');
    await victim.exited;

    // Another process (this one) takes over once the attempt has expired.
    const survivor = createJobRunner({
      db: t.db,
      log: quietLog(),
      schema: bossSchema,
      processName: `survivor:${process.pid}`,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    survivor.define({
      name: 'crashy',
      transactional: true,
      expireInSeconds: 4,
      retryDelay: 1,
      handler: async ({ db, period }) => {
        await db.query('INSERT INTO job_exec (period, pid) VALUES ($1, $2)', [period, process.pid]);
      },
    });
    await survivor.start();
    try {
      await waitFor(async () => (await survivor.runs({ name: 'crashy', status: 'ok' })).length === 1, 30_000, 'rerun');
    } finally {
      await survivor.stop();
    }
    const runs = (await survivor.runs({ name: 'crashy' })).reverse();
    expect(runs.map((r) => [r.attempt, r.status, r.process])).toEqual([
      [1, 'expired', `child:${victim.proc.pid}`],
      [2, 'ok', `survivor:${process.pid}`],
    ]);
    // The victim's insert died with its transaction: one committed execution.
    const { rows } = await t.db.query("SELECT pid FROM job_exec WHERE period = 'p-crash'");
    expect(rows).toEqual([{ pid: process.pid }]);
  });
});
