import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import { createAttempts } from './job-attempt';
import { createQueueLocked, queueDepths, scheduleOf, sendOptions, trackedPgBossDb } from './job-queue';
import { jobRunsRepository, listJobRuns } from './job-runs';
import { assertSchedule, dueInstants, nextInstant, periodOf, type Schedule } from './schedule';
import type { JobDefinition, JobRunner, JobRunnerOptions } from './job-types';

interface JobState {
  def: JobDefinition;
  schedule: Schedule | null;
  /** The newest instant this process has enqueued. */
  lastSent: number;
  timer: NodeJS.Timeout | null;
  workerIds: string[];
}

const NAME = /^[\w.-]+$/;
/** Re-checks the clock at least this often, even for a daily job. */
const MAX_TIMER_MS = 60_000;

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
  const tracked = trackedPgBossDb(db);

  let boss: PgBoss | null = null;
  let state: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  let clockOffset = 0;
  const clock = () => Date.now() + clockOffset;
  const attempts = createAttempts({
    db,
    log,
    processName,
    boss: () => boss,
    inFlight: tracked.inFlight,
    observer: opts.observer,
  });

  const started = (): PgBoss => {
    if (state !== 'started' || !boss) throw new Error('the job runner is not started');
    return boss;
  };

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
        db: tracked.db,
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
                if (job) await attempts.execute(j.def, job);
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
      if (!(await attempts.settle(Date.now() + stopTimeoutMs))) {
        log.warn({ running: attempts.running() }, 'job handlers still running at stop; aborting them');
        attempts.abortAll('the job runner stopped');
        await attempts.settle(Date.now() + 2000);
      }
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 });
      await attempts.settle(Date.now() + 2000);
      state = 'stopped';
    },

    running: () => state === 'started',

    async queueDepths() {
      started();
      return queueDepths(db, schema, [...jobs.keys()]);
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
