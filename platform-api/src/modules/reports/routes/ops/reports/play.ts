import type { FastifyInstance } from 'fastify';
import { ok, reportsOpsApi } from 'shared-contracts';
import { opsPermissions } from '../../../../operator';
import { gamesCsv, playersCsv } from '../../../report-csv';
import { REPORTS_READ, reportHttp } from '../../../report-http';

type Query = reportsOpsApi.ReportQuery;

/**
 * /ops/reports/games and /ops/reports/players (`dashboard.read`; issue 29): play by game and by player over `from`–`to` (the brand's days, cut at
 * its own midnight) of `?merchant=CODE`. Without `merchant` the platform's owner (and the shared key) reads every
 * brand in UTC days; any other operator the request's brand (FORBIDDEN for a brand it does not work for).
 * `/export.csv` answers every row of the same query as CSV. The other reports: ggr.ts, cashflow.ts, agents.ts,
 * responsible-gaming.ts beside this file.
 */
export default async function playRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: REPORTS_READ });
  const { reports } = app;
  const { ask, sendCsv, fileName } = reportHttp(app);
  const schema = { querystring: reportsOpsApi.ReportQuerySchema };

  app.get<{ Querystring: Query }>('/games', { schema }, async (request) =>
    ok(await reports.byGame(await ask(request))),
  );
  app.get<{ Querystring: Query }>('/games/export.csv', { schema }, async (request, reply) => {
    const r = await reports.byGame(await ask(request, true));
    return sendCsv(reply, fileName('games', r), gamesCsv(r.list));
  });
  app.get<{ Querystring: Query }>('/players', { schema }, async (request) =>
    ok(await reports.byPlayer(await ask(request))),
  );
  app.get<{ Querystring: Query }>('/players/export.csv', { schema }, async (request, reply) => {
    const r = await reports.byPlayer(await ask(request, true));
    return sendCsv(reply, fileName('players', r), playersCsv(r.list));
  });
}
