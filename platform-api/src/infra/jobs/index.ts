// Durable jobs on pg-boss (README.md next to this file).
export { createJobRunner } from './job-runner';
export { installJobQueue, periodJobId } from './job-queue';
export {
  type JobContext,
  type JobDefinition,
  type JobInfo,
  type JobLogger,
  type JobObserver,
  type JobRunner,
  type JobRunnerOptions,
} from './job-types';
export { listJobRuns, pruneJobRuns, type JobRun, type JobRunFilter, type JobRunStatus } from './job-runs';
export { housekeepingJob, type HousekeepingOptions } from './housekeeping-job';
export { pgBossDb } from './pg-boss-db';
export { createJobRegistry, type JobRegistry } from './job-registry';
export { summariseJobRuns, type JobRunSummary } from './job-run-summary';
