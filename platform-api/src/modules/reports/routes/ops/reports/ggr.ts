import type { FastifyInstance } from 'fastify';
import { ok, reportsOpsApi } from 'shared-contracts';
import { opsPermissions } from '../../../../operator';
import { ggrCsv } from '../../../report-csv';
import { REPORTS_READ, reportHttp } from '../../../report-http';

type Query = reportsOpsApi.GgrQuery;

/** /ops/reports/ggr (`dashboard.read`): GGR and NGR by `groupBy` = day (default), brand, category or vendor; CSV. */
export default async function ggrRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: REPORTS_READ });
  const { reports } = app;
  const { ask, sendCsv, fileName } = reportHttp(app);
  const schema = { querystring: reportsOpsApi.GgrQuerySchema };

  app.get<{ Querystring: Query }>('/ggr', { schema }, async (request) =>
    ok(await reports.ggr.report(await ask(request), request.query.groupBy ?? 'day')),
  );
  app.get<{ Querystring: Query }>('/ggr/export.csv', { schema }, async (request, reply) => {
    const groupBy = request.query.groupBy ?? 'day';
    const r = await reports.ggr.report(await ask(request, true), groupBy);
    return sendCsv(reply, fileName(`ggr-${groupBy}`, r), ggrCsv(r.list));
  });
}
