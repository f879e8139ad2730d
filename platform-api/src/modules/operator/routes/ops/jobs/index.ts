import type { FastifyInstance } from 'fastify';
import { jobsOpsApi, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { listJobRuns, summariseJobRuns } from '../../../../../infra/jobs';
import { auditActor, opsPermissions } from '../../../ops-kit';

const { JobsQuerySchema, JobNameParamsSchema, JOB_RECENT_HOURS } = jobsOpsApi;

/**
 * /ops/jobs (issue 29, the console's Jobs page): every defined job with its schedule, last run, last failure and its
 * runs of the last day by status, and the recorded runs newest first, of one job and/or status (`jobs.read`);
 * `POST /ops/jobs/:name/run` enqueues a run now (or a retry after a failure) on the durable queue, so it runs once
 * whichever process fetches it (`jobs.run`, audited `job.run`; 404 NOT_FOUND for no such job).
 */
export default async function operatorJobRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'jobs.read', write: 'jobs.run' });

  app.get<{ Querystring: jobsOpsApi.JobsQuery }>('/', { schema: { querystring: JobsQuerySchema } }, async (request) => {
    const { name, status, limit } = request.query;
    const [runs, summary] = await Promise.all([
      listJobRuns(app.db, { name, status, limit: limit ?? 50 }),
      summariseJobRuns(app.db, new Date(Date.now() - JOB_RECENT_HOURS * 3_600_000)),
    ]);
    const jobs = app.jobs.definitions().map((j) => {
      const s = summary.get(j.name);
      return {
        name: j.name,
        every: j.every ?? null,
        offsetSeconds: j.every !== undefined ? (j.offsetSeconds ?? 0) : null,
        cron: j.cron ?? null,
        tz: j.cron !== undefined ? (j.tz ?? 'UTC') : null,
        lastRun: s?.lastRun ?? null,
        lastFailure: s?.lastFailure ?? null,
        counts: s?.counts ?? {},
      };
    });
    return ok({ jobs, runs });
  });

  app.post<{ Params: Static<typeof JobNameParamsSchema> }>(
    '/:name/run',
    { schema: { params: JobNameParamsSchema } },
    async (request) => {
      const { name } = request.params;
      // Enqueued first, outside any transaction (the runner uses the database itself; PGlite has one connection).
      const run = await app.jobs.runNow(name);
      await app.operator.audit({
        merchantId: null,
        ...auditActor(request),
        action: 'job.run',
        subjectType: 'job',
        subjectId: name,
        before: null,
        after: run,
      });
      return ok({ name, ...run });
    },
  );
}
