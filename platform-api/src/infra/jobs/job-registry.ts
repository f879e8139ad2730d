import { commonError } from '../errors/common-errors';
import type { JobDefinition, JobRunner } from './job-types';

/** The job definitions of the app: modules `define` theirs while loading; server.ts hands them to the runner. */
export interface JobRegistry {
  define(job: JobDefinition): void;
  definitions(): readonly JobDefinition[];
  /** The started runner of this process (server.ts, after `start()`), so an operator's "run now" goes through it. */
  attach(runner: Pick<JobRunner, 'runNow' | 'running'>): void;
  /**
   * Enqueues `name` once on the queue under a fresh key (`manual:<ISO now>`), through the attached runner: whichever
   * process fetches it runs it, exactly once. NOT_FOUND for no such job; NOT_ENABLED when no runner runs here.
   */
  runNow(name: string): Promise<{ jobId: string; period: string }>;
}

/** An empty registry (one per app); a name may be defined once. */
export function createJobRegistry(): JobRegistry {
  const jobs = new Map<string, JobDefinition>();
  let runner: Pick<JobRunner, 'runNow' | 'running'> | null = null;
  return {
    define(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      jobs.set(job.name, job);
    },
    definitions: () => [...jobs.values()],
    attach(r) {
      runner = r;
    },
    async runNow(name) {
      if (!jobs.has(name)) throw commonError('NOT_FOUND', { detail: `no job ${name}` });
      if (!runner?.running()) throw commonError('NOT_ENABLED', { detail: 'no job runner is started in this process' });
      return runner.runNow(name);
    },
  };
}
