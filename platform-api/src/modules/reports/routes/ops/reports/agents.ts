import type { FastifyInstance } from 'fastify';
import { ok, reportsOpsApi } from 'shared-contracts';
import { opsPermissions } from '../../../../operator';
import { agentsCsv } from '../../../report-csv';
import { REPORTS_READ, reportHttp } from '../../../report-http';

type Query = reportsOpsApi.AgentQuery;

/**
 * /ops/reports/agents (`dashboard.read`): one brand's agents (`scope` top: without an upline, default; all) and
 * their teams, a page at a time; every brand together is `400 VALIDATION` on `merchant`. CSV: every agent.
 */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: REPORTS_READ });
  const { reports } = app;
  const { ask, sendCsv, fileName } = reportHttp(app);
  const schema = { querystring: reportsOpsApi.AgentQuerySchema };

  app.get<{ Querystring: Query }>('/agents', { schema }, async (request) =>
    ok(await reports.agents.report(await ask(request), request.query.scope ?? 'top')),
  );
  app.get<{ Querystring: Query }>('/agents/export.csv', { schema }, async (request, reply) => {
    const r = await reports.agents.report(await ask(request, true), request.query.scope ?? 'top');
    return sendCsv(reply, fileName('agents', r), agentsCsv(r.list));
  });
}
