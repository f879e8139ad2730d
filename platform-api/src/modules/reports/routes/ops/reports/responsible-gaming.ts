import type { FastifyInstance } from 'fastify';
import { ok, reportsOpsApi } from 'shared-contracts';
import { opsPermissions } from '../../../../operator';
import { rgCsv } from '../../../report-csv';
import { REPORTS_READ, reportHttp } from '../../../report-http';

type Query = reportsOpsApi.RangeQuery;

/** /ops/reports/responsible-gaming (`dashboard.read`): limits set and loosened, self-exclusions started; CSV by day. */
export default async function rgRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: REPORTS_READ });
  const { reports } = app;
  const { ask, sendCsv, fileName } = reportHttp(app);
  const schema = { querystring: reportsOpsApi.RangeQuerySchema };

  app.get<{ Querystring: Query }>('/responsible-gaming', { schema }, async (request) =>
    ok(await reports.responsibleGaming.report(await ask(request))),
  );
  app.get<{ Querystring: Query }>('/responsible-gaming/export.csv', { schema }, async (request, reply) => {
    const r = await reports.responsibleGaming.report(await ask(request, true));
    return sendCsv(reply, fileName('responsible-gaming', r), rgCsv(r.byDay));
  });
}
