import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/**
 * The console's Jobs page (issue 29): every job the API runs on its durable queue, with its schedule, its last run,
 * its last failure and its recent runs counted by status; the recorded runs (job_runs), newest first; "run now" (or a
 * retry of a failed job), enqueued once on the queue so it runs exactly once however many API processes run.
 */

/** running → ok | retrying | failed; expired: the process died or the attempt overran; skipped: already succeeded. */
export const JOB_RUN_STATUSES = ['running', 'ok', 'retrying', 'failed', 'expired', 'skipped'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
/** A job's name: letters, digits, `_`, `.` and `-` (the queue's own rule). */
export const JOB_NAME_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
/** How far back a job's runs are counted by status (hours). */
export const JOB_RECENT_HOURS = 24;

const Name = Type.String({ minLength: 1, maxLength: 64, pattern: JOB_NAME_PATTERN });

/** `GET /ops/jobs?name=&status=&limit=`: the runs of one job and/or status (newest first, at most `limit`). */
export const JobsQuerySchema = Type.Object({
  name: Type.Optional(Name),
  status: Type.Optional(Type.Enum([...JOB_RUN_STATUSES])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  /** The console's chosen brand travels with every /ops call; jobs are platform-wide and ignore it. */
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
});
export type JobsQuery = Static<typeof JobsQuerySchema>;

/** One attempt of a job. */
export const JobRunSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The run's key: its scheduled instant (ISO), or `manual:<ISO>` for a run started from the console. */
  period: Type.String(),
  jobId: Type.Union([Type.String(), Type.Null()]),
  attempt: Type.Integer(),
  status: Type.Enum([...JOB_RUN_STATUSES]),
  process: Type.String(),
  startedAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type JobRunRow = Static<typeof JobRunSchema>;

/** A job: its schedule (every N seconds + offset, or a cron in a time zone, or neither), last run and failure. */
export const JobSummarySchema = Type.Object({
  name: Type.String(),
  every: Type.Union([Type.Integer(), Type.Null()]),
  offsetSeconds: Type.Union([Type.Integer(), Type.Null()]),
  cron: Type.Union([Type.String(), Type.Null()]),
  tz: Type.Union([Type.String(), Type.Null()]),
  lastRun: Type.Union([JobRunSchema, Type.Null()]),
  /** The newest attempt that failed (failed, retrying or expired), with its error. */
  lastFailure: Type.Union([JobRunSchema, Type.Null()]),
  /** Its runs of the last JOB_RECENT_HOURS hours by status. */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type JobSummary = Static<typeof JobSummarySchema>;

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/ops/jobs',
  request: JobsQuerySchema,
  response: Type.Object({ jobs: Type.Array(JobSummarySchema), runs: Type.Array(JobRunSchema) }),
});

/** `/:name` of a job. */
export const JobNameParamsSchema = Type.Object({ name: Name });

/** Runs a job now (or again after a failure): enqueued once under `manual:<ISO now>`; 404 NOT_FOUND for no such job. */
export const runJob = defineEndpoint({
  method: 'POST',
  path: '/ops/jobs/:name/run',
  request: Type.Object({}, { additionalProperties: false }),
  response: Type.Object({ name: Type.String(), period: Type.String(), jobId: Type.String() }),
});
