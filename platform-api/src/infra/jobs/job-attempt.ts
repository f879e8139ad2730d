// One attempt of a job, from pg-boss's fetch to its settled record; and the bookkeeping stop() waits on.
import type PgBoss from 'pg-boss';
import { errorText, isOnceViolation } from './job-queue';
import { jobRunsRepository } from './job-runs';
import { pgBossDb, type Db } from './pg-boss-db';
import type { JobContext, JobDefinition, JobLogger, JobObserver } from './job-types';

/** A job's budget ends this long before pg-boss's expiry, so the attempt is settled before anyone retries it. */
const EXPIRY_MARGIN_MS = 1000;

export interface AttemptsOptions {
  db: Db;
  log: JobLogger;
  processName: string;
  /** The runner's pg-boss (null before start): completes a succeeded job in the success transaction. */
  boss: () => PgBoss | null;
  /** pg-boss statements in flight (trackedPgBossDb). */
  inFlight: () => number;
  /** Told of each attempt that ran its handler (metrics). */
  observer?: JobObserver;
}

export interface Attempts {
  /** Runs one fetched job: skipped, ok, retrying or failed in job_runs; throws for pg-boss to fail (and retry) it. */
  execute(d: JobDefinition, job: PgBoss.JobWithMetadata<{ period?: string }>): Promise<void>;
  /** Waits until no handler runs and no pg-boss statement is in flight, or the deadline passes. */
  settle(deadline: number): Promise<boolean>;
  /** Handlers running now. */
  running(): number;
  /** Aborts the running handlers with Error(message): their attempts fail, for a retry elsewhere. */
  abortAll(message: string): void;
}

export function createAttempts(opts: AttemptsOptions): Attempts {
  const { db, log, processName } = opts;
  const repo = jobRunsRepository(db);
  const running = new Set<{ abort: AbortController; done: Promise<unknown> }>();

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
      // The runner's boss whatever its state: an attempt finishing while the runner stops still completes.
      await (opts.boss() as PgBoss).complete(d.name, job.id, { run: runId }, { db: pgBossDb(tx) });
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
      opts.observer?.attempted(d.name, true);
      log.debug({ ...base, ms: Date.now() - t0 }, 'job ran');
    } catch (err) {
      if (isOnceViolation(err)) {
        // Another attempt of the period succeeded meanwhile; a transactional handler's effects were rolled back.
        await repo.finish(runId, 'skipped', 'the period had already succeeded');
        return;
      }
      opts.observer?.attempted(d.name, false);
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

  const settle = async (deadline: number): Promise<boolean> => {
    for (;;) {
      // A macrotask first: a fetch that just returned has by then handed its job to execute().
      await new Promise((r) => setTimeout(r, 20));
      if (busy === 0 && opts.inFlight() === 0) return true;
      if (Date.now() > deadline) return false;
    }
  };

  return {
    execute,
    settle,
    running: () => running.size,
    abortAll(message) {
      for (const r of running) r.abort.abort(new Error(message));
    },
  };
}
