import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, reportsOpsApi, type Permission } from 'shared-contracts';
import type { Merchant } from '../../../../merchants';
import { opsKit, opsPermissions } from '../../../../operator';
import { gamesCsv, playersCsv } from '../../../report-csv';
import { CSV_MAX_ROWS, type ReportAsk } from '../../../reports-service';

type Query = reportsOpsApi.ReportQuery;
type Req = FastifyRequest<{ Querystring: Query }>;

/** Reports read the dashboard's figures in detail: the same permission (admin, finance, marketing, auditor, owner). */
const READ: Permission = 'dashboard.read';

/**
 * /ops/reports (`dashboard.read`; issue 29): play by game and by player over `from`–`to` (the brand's days, cut at
 * its own midnight) of `?merchant=CODE`. Without `merchant` the platform's owner (and the shared key) reads every
 * brand in UTC days; any other operator the request's brand (FORBIDDEN for a brand it does not work for).
 * `/export.csv` answers every row of the same query as CSV.
 */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: READ });
  const { merchants, reports } = app;
  const { merchantFor } = opsKit(app);
  const schema = { querystring: reportsOpsApi.ReportQuerySchema };

  const ask = async (request: Req, csv = false): Promise<ReportAsk> => {
    const { merchant: code, from, to, page, pageSize } = request.query;
    const operator = request.opsOperator;
    const everyMerchant = !code && (!operator || operator.role === 'owner');
    const scope: Merchant[] = everyMerchant ? await merchants.list() : [await merchantFor(request, code)];
    return {
      merchants: scope,
      scope: everyMerchant ? null : scope[0]!.code,
      from,
      to,
      ...(csv ? { page: 1, pageSize: CSV_MAX_ROWS } : { page, pageSize }),
    };
  };
  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(body);
  const fileName = (kind: string, r: { merchant: string | null; from: string; to: string }) =>
    `report-${kind}-${r.merchant ?? 'ALL'}-${r.from}-${r.to}.csv`;

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
