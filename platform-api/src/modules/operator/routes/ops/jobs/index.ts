import type { FastifyInstance } from 'fastify';
import { opsPermissions } from '../../../ops-kit';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { listJobRuns } from '../../../../../infra/jobs';

const Query = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  status: Type.Optional(
    Type.Union(['running', 'ok', 'retrying', 'failed', 'expired', 'skipped'].map((s) => Type.Literal(s))),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/** /ops/jobs: the defined jobs and their recorded runs, newest first (an operator session or API token). */
export default async function operatorJobRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'jobs.read' });
  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const { name, status, limit } = request.query;
    const runs = await listJobRuns(app.db, { name, status: status as never, limit: limit ?? 50 });
    const jobs = app.jobs.definitions().map((j) => ({ name: j.name, every: j.every ?? null, cron: j.cron ?? null }));
    return ok({ jobs, runs });
  });
}
