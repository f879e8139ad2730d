// Durable jobs on pg-boss (README.md next to this file).
export {
  createJobRunner,
  periodJobId,
  type JobContext,
  type JobDefinition,
  type JobInfo,
  type JobLogger,
  type JobRunner,
  type JobRunnerOptions,
} from './job-runner';
export { listJobRuns, pruneJobRuns, type JobRun, type JobRunFilter, type JobRunStatus } from './job-runs';
export { housekeepingJob, type HousekeepingOptions } from './housekeeping-job';
export { pgBossDb } from './pg-boss-db';
export { createJobRegistry, type JobRegistry } from './job-registry';
