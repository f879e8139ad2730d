import type { FastifyInstance } from 'fastify';
import { ok, reportsOpsApi } from 'shared-contracts';
import { opsPermissions } from '../../../../operator';
import { cashflowCsv } from '../../../report-csv';
import { REPORTS_READ, reportHttp } from '../../../report-http';

type Query = reportsOpsApi.RangeQuery;

/** /ops/reports/cashflow (`dashboard.read`): deposits and withdrawals by the brand's day and by method; CSV. */
export default async function cashflowRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: REPORTS_READ });
  const { reports } = app;
  const { ask, sendCsv, fileName } = reportHttp(app);
  const schema = { querystring: reportsOpsApi.RangeQuerySchema };

  app.get<{ Querystring: Query }>('/cashflow', { schema }, async (request) =>
    ok((await reports.cashflow.report(await ask(request))).report),
  );
  app.get<{ Querystring: Query }>('/cashflow/export.csv', { schema }, async (request, reply) => {
    const { report, lines } = await reports.cashflow.report(await ask(request, true));
    return sendCsv(reply, fileName('cashflow', report), cashflowCsv(lines));
  });
}
