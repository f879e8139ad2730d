import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import { jobRunsRepository, listJobRuns, type JobRun, type JobRunFilter } from './job-runs';
import { pgBossDb, type Db } from './pg-boss-db';
import { assertSchedule, dueInstants, nextInstant, periodOf, type Schedule } from './schedule';

/** The part of a pino/Fastify logger the runner uses. */
export interface JobLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a handler gets for one attempt. */
export interface JobContext {
  name: string;
  /** The idempotency key of the run: the scheduled instant as ISO-8601 UTC (for `every`/`cron`), or the key given to `enqueue`. */
  period: string;
  /** 1 for the first attempt, 2 for the first retry … */
  attempt: number;
  /** Aborted when the attempt is about to expire or the runner stops past its grace period: stop working. */
  signal: AbortSignal;
  /** The runner's database; with `transactional: true` a transaction that also records the run. */
  db: Db;
  log: JobLogger;
}

/** A job. Give `every` or `cron` for timed work; neither for a job that only runs when enqueued. */
export interface JobDefinition {
  /** Queue name: letters, digits, `_`, `-`, `.`. */
  name: string;
  handler: (ctx: JobContext) => Promise<unknown>;
  /** Seconds between runs, at instants k·every + offsetSeconds since the epoch (UTC): 300 → :00, :05, :10 … */
  every?: number;
  /** Shifts `every` instants, e.g. every 86400 with offset 61200 (17:00 UTC) = midnight in UTC+7. */
  offsetSeconds?: number;
  /** Cron expression (5 fields, or 6 with seconds), in `tz` (default UTC). */
  cron?: string;
  tz?: string;
  /** Past instants also enqueued when they were missed (runner down, event loop stalled); default 1. */
  catchUp?: number;
  /** Retries after the first attempt; default 3. */
  retryLimit?: number;
  /** Seconds before a retry; doubled per retry (with jitter) when retryBackoff; default 5. */
  retryDelay?: number;
  /** Default true. */
  retryBackoff?: boolean;
  /** An attempt still running after this many seconds has failed (its process is presumed dead) and is retried; default 900. */
  expireInSeconds?: number;
  /** Runs the handler in a transaction (`ctx.db`) that also records the success and completes the job: its effects commit exactly once. */
  transactional?: boolean;
}

export interface JobRunnerOptions {
  db: Db;
  log: JobLogger;
  /** pg-boss's schema (created at start); default 'pgboss'. Tests give each file its own. */
  schema?: string;
  /** Recorded with every run; default hostname:pid. */
  processName?: string;
  /** How often an idle worker asks for a job; default 2 (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** How often one of the processes fails expired attempts (so they are retried) and archives; default 30. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running handlers before failing them for a retry elsewhere; default 30 000. */
  stopTimeoutMs?: number;
}

export interface JobInfo {
  name: string;
  every?: number;
  offsetSeconds?: number;
  cron?: string;
  tz?: string;
  /** The next scheduled instant (ISO), null for a job without a schedule or a stopped runner. */
  nextAt: string | null;
}

export interface JobRunner {
  /** Adds a job; before start(). */
  define(job: JobDefinition): void;
  /** Creates pg-boss's schema and the queues, starts the workers and enqueues the due periods. */
  start(): Promise<void>;
  /** Stops scheduling and fetching, waits for running handlers (see stopTimeoutMs), then returns. */
  stop(): Promise<void>;
  /** Enqueues (name, period) unless it is already queued; `created` false when it was. Default period: the current instant. */
  enqueue(name: string, period?: string): Promise<{ jobId: string; created: boolean }>;
  /** Enqueues a run under a fresh key `manual:<ISO now>` (an operator's "run now"). */
  runNow(name: string): Promise<{ jobId: string; period: string }>;
  /** Runs newest first. */
  runs(filter?: JobRunFilter): Promise<JobRun[]>;
  /** The defined jobs and their next instants. */
  jobs(): JobInfo[];
}

interface JobState {
  def: JobDefinition;
  schedule: Schedule | null;
  /** The newest instant this process has enqueued. */
  lastSent: number;
  timer: NodeJS.Timeout | null;
  workerIds: string[];
}

const NAME = /^[\w.-]+$/;
/** A job's budget ends this long before pg-boss's expiry, so the attempt is settled before anyone retries it. */
const EXPIRY_MARGIN_MS = 1000;
/** Re-checks the clock at least this often, even for a daily job. */
const MAX_TIMER_MS = 60_000;

/** The pg-boss job id of (name, period): the same in every process, so enqueueing a period twice finds the first row. */
export function periodJobId(name: string, period: string): string {
  const h = createHash('sha256').update(`${name}\n${period}`).digest('hex');
  // An RFC 9562 version 8 (custom) UUID.
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

const isOnceViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  errorText(e).includes('job_runs_once_idx');

const scheduleOf = (d: JobDefinition): Schedule | null => {
  if (d.every !== undefined && d.cron !== undefined) throw new Error(`job ${d.name}: give every or cron, not both`);
  if (d.every !== undefined) return { every: d.every, offsetSeconds: d.offsetSeconds ?? 0 };
  if (d.cron !== undefined) return { cron: d.cron, tz: d.tz ?? 'UTC' };
  return null;
};

/**
 * pg-boss's create_queue() inserts the queue row and then creates and attaches its partition (DDL on
 * the queue and job tables): two processes creating queues at once deadlock (seen with two API
 * processes starting together). Queue creation is serialised by an advisory lock, taken in a
 * transaction that a pg-boss instance bound to it (never started) runs create_queue() in.
 */
async function createQueueLocked(db: Db, schema: string, queue: PgBoss.Queue): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pg-boss create_queue ${schema}`]);
    const inTx = new PgBoss({ db: pgBossDb(tx), schema, schedule: false, supervise: false, migrate: false });
    await inTx.createQueue(queue.name, queue);
  });
}

/** Durable jobs on pg-boss over our database (PGlite or PostgreSQL); see README.md next to this file. */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, log } = opts;
  const schema = opts.schema ?? 'pgboss';
  const processName = opts.processName ?? `${hostname()}:${process.pid}`;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const stopTimeoutMs = opts.stopTimeoutMs ?? 30_000;
  const repo = jobRunsRepository(db);
  const jobs = new Map<string, JobState>();

  // Every statement pg-boss sends, counted, so stop() can wait for its unawaited completions.
  const adapter = pgBossDb(db);
  let inFlight = 0;
  const tracked: PgBoss.Db = {
    executeSql: (text, values) => {
      inFlight++;
      return adapter.executeSql(text, values).finally(() => inFlight--);
    },
  };

  let boss: PgBoss | null = null;
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let clockOffset = 0;
  const clock = () => Date.now() + clockOffset;
  const running = new Set<{ abort: AbortController; done: Promise<unknown> }>();

  const started = (): PgBoss => {
    if (state !== 'started' || !boss) throw new Error('the job runner is not started');
    return boss;
  };

  const sendOptions = (d: JobDefinition, period: string): PgBoss.SendOptions => ({
    id: periodJobId(d.name, period),
    singletonKey: period,
    retryLimit: d.retryLimit ?? 3,
    retryDelay: d.retryDelay ?? 5,
    retryBackoff: d.retryBackoff ?? true,
    expireInSeconds: d.expireInSeconds ?? 900,
  });

  const send = async (j: JobState, period: string) => {
    const options = sendOptions(j.def, period);
    const id = await started().send(j.def.name, { period }, options);
    // Wake this process's idle worker rather than waiting for its next poll.
    if (id) for (const w of j.workerIds) started().notifyWorker(w);
    return { jobId: options.id as string, created: id !== null };
  };

  const tick = async (j: JobState): Promise<void> => {
    if (state !== 'started' || !j.schedule) return;
    let failed = false;
    try {
      const due = dueInstants(j.schedule, clock(), 1 + (j.def.catchUp ?? 1)).filter((t) => t > j.lastSent);
      for (const [i, t] of due.entries()) {
        const period = periodOf(t);
        // A missed instant that already succeeded elsewhere (its queue row may be archived by now) is not sent again.
        if (i < due.length - 1 && (await repo.succeeded(j.def.name, period))) {
          j.lastSent = t;
          continue;
        }
        await send(j, period);
        j.lastSent = t;
      }
    } catch (err) {
      failed = true;
      log.warn({ err, job: j.def.name }, 'could not enqueue a due job; trying again shortly');
    }
    if (state !== 'started') return;
    const now = clock();
    const delay = failed ? 1000 : Math.min(nextInstant(j.schedule, now) - now + 25, MAX_TIMER_MS);
    j.timer = setTimeout(() => void tick(j), Math.max(delay, 10));
    j.timer.unref();
  };

  /** Attempts between fetch and settled, whatever phase they are in (stop() waits for them). */
  let busy = 0;
  const execute = async (d: JobDefinition, job: PgBoss.JobWithMetadata<{ period?: string }>): Promise<void> => {
    busy++;
    try {
      await runAttempt(d, job);
    } finally {
      busy--;
    }
  };

  const runAttempt = async (d: JobDefinition, job: PgBoss.JobWithMetadata<{ period?: string }>): Promise<void> => {
    const period = String(job.data?.period ?? '');
    const attempt = job.retryCount + 1;
    const base = { name: d.name, period, jobId: job.id, attempt, process: processName };
    if (await repo.succeeded(d.name, period)) {
      await repo.skipped(base);
      log.info(base, 'job period had already succeeded; skipped');
      return; // pg-boss completes the job
    }
    const runId = await repo.start(base);
    const abort = new AbortController();
    const budget = Math.max(Number(job.expireInSeconds) * 1000 - EXPIRY_MARGIN_MS, 500);
    const timer = setTimeout(
      () => abort.abort(new Error(`the attempt ran out of time (${job.expireInSeconds} s)`)),
      budget,
    );
    const aborted = new Promise<never>((_, reject) =>
      abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true }),
    );
    aborted.catch(() => undefined);
    const ctx = (handle: Db): JobContext => ({ name: d.name, period, attempt, signal: abort.signal, db: handle, log });
    // Records the success and completes the pg-boss job in one transaction: both or neither.
    const succeed = async (tx: Db) => {
      if (abort.signal.aborted) throw abort.signal.reason;
      await jobRunsRepository(tx).finish(runId, 'ok');
      // boss, not started(): an attempt finishing while the runner stops still completes.
      await (boss as PgBoss).complete(d.name, job.id, { run: runId }, { db: pgBossDb(tx) });
    };
    const work = d.transactional
      ? db.transaction(async (tx) => {
          await d.handler(ctx(tx));
          await succeed(tx);
        })
      : (async () => {
          await d.handler(ctx(db));
          await db.transaction(succeed);
        })();
    const entry = { abort, done: Promise.race([work, aborted]) };
    running.add(entry);
    const t0 = Date.now();
    try {
      await entry.done;
      log.debug({ ...base, ms: Date.now() - t0 }, 'job ran');
    } catch (err) {
      if (isOnceViolation(err)) {
        // Another attempt of the period succeeded meanwhile; a transactional handler's effects were rolled back.
        await repo.finish(runId, 'skipped', 'the period had already succeeded');
        return;
      }
      const last = job.retryCount >= job.retryLimit;
      log.warn({ err, ...base, last }, last ? 'job failed; no retries left' : 'job attempt failed; will retry');
      await repo.finish(runId, last ? 'failed' : 'retrying', errorText(err)).catch((e: unknown) => {
        log.error({ err: e, ...base }, 'could not record the job failure');
      });
      throw err; // pg-boss fails the job: a retry after the backoff, or failed for good
    } finally {
      clearTimeout(timer);
      running.delete(entry);
      work.catch(() => undefined); // its failure after an abort has been reported above
    }
  };

  /** Waits until no handler runs and no pg-boss statement is in flight, or the deadline passes. */
  const settle = async (deadline: number): Promise<boolean> => {
    for (;;) {
      // A macrotask first: a fetch that just returned has by then handed its job to execute().
      await new Promise((r) => setTimeout(r, 20));
      if (busy === 0 && inFlight === 0) return true;
      if (Date.now() > deadline) return false;
    }
  };

  return {
    define(def) {
      if (state !== 'new') throw new Error('define jobs before start()');
      if (!NAME.test(def.name)) throw new Error(`job name ${def.name}: letters, digits, _ - . only`);
      if (jobs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
      const schedule = scheduleOf(def);
      if (schedule) assertSchedule(schedule);
      jobs.set(def.name, { def, schedule, lastSent: -Infinity, timer: null, workerIds: [] });
    },

    async start() {
      if (state !== 'new') throw new Error(`the job runner cannot start twice (${state})`);
      state = 'starting';
      const b = new PgBoss({
        db: tracked,
        schema,
        schedule: false, // timed work is enqueued by tick() with one id per period (README: why not pg-boss cron)
        supervise: true,
        migrate: true,
        maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
        pollingIntervalSeconds,
      });
      b.on('error', (err) => log.warn({ err }, 'pg-boss error'));
      try {
        await b.start();
        boss = b;
        const t0 = Date.now();
        const { rows } = await db.query<{ ms: number }>(
          'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms',
        );
        // Periods follow the database's clock, so every process agrees on the boundaries.
        clockOffset = Number(rows[0]?.ms ?? Date.now()) - (t0 + Date.now()) / 2;
        for (const j of jobs.values()) {
          const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = sendOptions(j.def, '');
          const queue = {
            name: j.def.name,
            policy: 'standard' as const,
            retryLimit,
            retryDelay,
            retryBackoff,
            expireInSeconds,
          };
          if (!(await b.getQueue(j.def.name))) await createQueueLocked(db, schema, queue);
          await b.updateQueue(j.def.name, queue);
          j.workerIds.push(
            await b.work<{ period?: string }>(
              j.def.name,
              { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
              async ([job]) => {
                if (job) await execute(j.def, job);
              },
            ),
          );
        }
      } catch (err) {
        // Leave nothing polling behind a start that failed half-way.
        state = 'stopped';
        await b.stop({ graceful: false, close: false, wait: true }).catch(() => undefined);
        throw err;
      }
      state = 'started';
      await Promise.all([...jobs.values()].map(tick));
    },

    async stop() {
      if (state !== 'started' || !boss) {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      for (const j of jobs.values()) if (j.timer) clearTimeout(j.timer);
      // No new fetches; the attempts under way finish (or are aborted and failed, for a retry elsewhere)
      // while pg-boss still counts them as ours. Only then does pg-boss stop, with nothing left to fail.
      for (const name of jobs.keys()) await boss.offWork(name);
      if (!(await settle(Date.now() + stopTimeoutMs))) {
        log.warn({ running: running.size }, 'job handlers still running at stop; aborting them');
        for (const r of running) r.abort.abort(new Error('the job runner stopped'));
        await settle(Date.now() + 2000);
      }
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
      await settle(Date.now() + 2000);
      state = 'stopped';
    },

    async enqueue(name, period) {
      started();
      const j = jobs.get(name);
      if (!j) throw new Error(`no job ${name}`);
      return send(j, period ?? periodOf(clock()));
    },

    async runNow(name) {
      const period = `manual:${periodOf(clock())}`;
      const { jobId } = await this.enqueue(name, period);
      return { jobId, period };
    },

    runs: (filter) => listJobRuns(db, filter),

    jobs: () =>
      [...jobs.values()].map(({ def, schedule }) => ({
        name: def.name,
        ...(def.every !== undefined ? { every: def.every, offsetSeconds: def.offsetSeconds ?? 0 } : {}),
        ...(def.cron !== undefined ? { cron: def.cron, tz: def.tz ?? 'UTC' } : {}),
        nextAt: schedule && state === 'started' ? periodOf(nextInstant(schedule, clock())) : null,
      })),
  };
}
