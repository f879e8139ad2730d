import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from 'shared-contracts';
import type { Merchant } from '../merchants';
import { opsKit } from '../operator';
import { CSV_MAX_ROWS } from './reports-service';
import type { ReportAsk } from './report-frame';

/** Reports read the dashboard's figures in detail: the same permission (admin, finance, marketing, auditor, owner). */
export const REPORTS_READ: Permission = 'dashboard.read';

interface RangeQuery {
  merchant?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/**
 * What every report route shares: the ask of a request (`?merchant=CODE`, or every brand for the owner and the
 * shared key; the request's brand for anyone else, FORBIDDEN for a brand it does not work for), and CSV answers.
 */
export function reportHttp(app: FastifyInstance) {
  const { merchants } = app;
  const { merchantFor } = opsKit(app);
  return {
    async ask(request: FastifyRequest<{ Querystring: RangeQuery }>, csv = false): Promise<ReportAsk> {
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
    },
    sendCsv: (reply: FastifyReply, name: string, body: string) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body),
    fileName: (kind: string, r: { merchant: string | null; from: string; to: string }) =>
      `report-${kind}-${r.merchant ?? 'ALL'}-${r.from}-${r.to}.csv`,
  };
}
