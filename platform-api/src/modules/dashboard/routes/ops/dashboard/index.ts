import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getDashboard, ok, type DashboardDays, type DashboardQuery } from 'shared-contracts';
import type { Merchant } from '../../../../merchants';
import { opsKit, opsPermissions } from '../../../../operator';
import { byDayCsv } from '../../../figures';

/**
 * /ops/dashboard (`dashboard.read`; ADR 0011): the money and play of the last `days` days (1, 7 or 30, default 7;
 * UTC days) of `?merchant=CODE`. Without `merchant` the platform's owner (and the shared key) sees every merchant,
 * summed and one by one; any other operator the request's merchant, as every /ops route (FORBIDDEN for a merchant
 * it does not work for). `/export.csv` answers the same query's `byDay` as CSV.
 */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'dashboard.read' });
  const { merchants, dashboard } = app;
  const { merchantFor } = opsKit(app);

  const report = async (request: FastifyRequest<{ Querystring: DashboardQuery }>) => {
    const { merchant: code, days } = request.query;
    const operator = request.opsOperator;
    const everyMerchant = !code && (!operator || operator.role === 'owner');
    const scope: Merchant[] = everyMerchant ? await merchants.list() : [await merchantFor(request, code)];
    return dashboard.report(scope, (days ?? 7) as DashboardDays, everyMerchant ? null : scope[0]!.code);
  };

  app.get<{ Querystring: DashboardQuery }>('/', { schema: { querystring: getDashboard.request } }, async (request) =>
    ok(await report(request)),
  );

  app.get<{ Querystring: DashboardQuery }>(
    '/export.csv',
    { schema: { querystring: getDashboard.request } },
    async (request, reply) => {
      const r = await report(request);
      const name = `dashboard-${r.merchant ?? 'ALL'}-${r.from}-${r.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(byDayCsv(r.byDay));
    },
  );
}
