import type { JobDefinition } from './job-types';
import { pruneJobRuns } from './job-runs';

export interface HousekeepingOptions {
  /** Seconds between runs; default 600 (every 10 minutes, at :00, :10 …). */
  every?: number;
  /** Days of job_runs kept; default 30. */
  keepRunsDays?: number;
}

/** The housekeeping job: `prune` (the existing pruneExpired of the platform), then job runs older than keepRunsDays. */
export function housekeepingJob(prune: () => Promise<void>, opts: HousekeepingOptions = {}): JobDefinition {
  return {
    name: 'housekeeping',
    every: opts.every ?? 600,
    // Pruning is idempotent; a missed period is not worth running late, the next one catches up.
    catchUp: 0,
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    handler: async ({ db }) => {
      await prune();
      await pruneJobRuns(db, opts.keepRunsDays ?? 30);
    },
  };
}
