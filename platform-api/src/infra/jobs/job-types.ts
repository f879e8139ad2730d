// The runner's public types (re-exported by index.ts).
import type { JobRun, JobRunFilter } from './job-runs';
import type { Db } from './pg-boss-db';

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

/** Told of every attempt that ran its handler (server.ts passes the metrics module's). */
export interface JobObserver {
  /** An attempt of `name` finished: `ok` false when its handler threw (retrying or failed for good). */
  attempted(name: string, ok: boolean): void;
}

export interface JobRunnerOptions {
  db: Db;
  log: JobLogger;
  /** Counts the attempts (runs and failures); none by default. */
  observer?: JobObserver;
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
  /** Started and not stopping (readiness). */
  running(): boolean;
  /** Jobs waiting to run (created or retry) per defined job (metrics, read at scrape time); needs a started runner. */
  queueDepths(): Promise<Record<string, number>>;
  /** Enqueues (name, period) unless it is already queued; `created` false when it was. Default period: the current instant. */
  enqueue(name: string, period?: string): Promise<{ jobId: string; created: boolean }>;
  /** Enqueues a run under a fresh key `manual:<ISO now>` (an operator's "run now"). */
  runNow(name: string): Promise<{ jobId: string; period: string }>;
  /** Runs newest first. */
  runs(filter?: JobRunFilter): Promise<JobRun[]>;
  /** The defined jobs and their next instants. */
  jobs(): JobInfo[];
}
