import type { FastifyInstance } from 'fastify';
import { recordsApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/records: the member's betting record, account record and profit and loss (token, real accounts only). */
export default async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const { records } = app;

  registerEndpoint(app, recordsApi.listBets, ({ input, request }) => records.bets(request.auth!.memberId, input), {
    realAccount: true,
  });

  registerEndpoint(
    app,
    recordsApi.listTransactions,
    ({ input, request, merchant }) => records.transactions(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    recordsApi.getProfit,
    ({ input, request, merchant }) => records.profit(merchant, request.auth!.memberId, input),
    { realAccount: true },
  );
}
