import type { JobDefinition } from './job-types';

/** The job definitions of the app: modules `define` theirs while loading; server.ts hands them to the runner. */
export interface JobRegistry {
  define(job: JobDefinition): void;
  definitions(): readonly JobDefinition[];
}

/** An empty registry (one per app); a name may be defined once. */
export function createJobRegistry(): JobRegistry {
  const jobs = new Map<string, JobDefinition>();
  return {
    define(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      jobs.set(job.name, job);
    },
    definitions: () => [...jobs.values()],
  };
}
