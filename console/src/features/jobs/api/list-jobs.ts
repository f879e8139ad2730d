import { jobsOpsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The jobs with their schedule, last run and failure, and the runs of one job and/or status (`GET /ops/jobs`). */
export const useJobs = (query: jobsOpsApi.JobsQuery) => useOps(jobsOpsApi.listJobs, query);
