import { jobsOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Enqueues a run of `name` now (`POST /ops/jobs/:name/run`): it runs once, on whichever API process fetches it. */
export const runJob = (name: string) => opsCall(jobsOpsApi.runJob, {}, { name });
