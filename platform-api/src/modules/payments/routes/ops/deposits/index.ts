import type { FastifyInstance } from 'fastify';
import { DepositStatusSchema, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import {
  decisionRoutes,
  MerchantCode,
  MerchantQuery,
  OpsId,
  opsKit,
  opsPermissions,
  sendPrivateFile,
} from '../../../../operator';
import { paymentsError } from '../../../errors';

const ListQuery = Type.Object({
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(DepositStatusSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/**
 * /ops/deposits (an operator session or API token; `?merchant=CODE` or the request's merchant; the audit names the operator): the review queue and the decisions on bank transfers (ADR 0006).
 * - `GET /ops/deposits?status=PENDING&limit=100`
 * - `GET /ops/deposits/:id/receipt`: the receipt image
 * - `POST /ops/deposits/:id/approve` (credits it) · `POST /ops/deposits/:id/reject {reason}`
 */
export default async function operatorDepositRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'deposits.read', write: 'deposits.decide' });
  const { payments } = app;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof ListQuery> }>('/', { schema: { querystring: ListQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const list = await payments.listForOperator(merchant, request.query.status ?? 'PENDING', request.query.limit);
    return ok({ deposits: list });
  });

  app.get<{ Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> }>(
    '/:id/receipt',
    { schema: { params: OpsId, querystring: MerchantQuery } },
    async (request, reply) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const receipt = await payments.receipt(merchant, request.params.id);
      if (!receipt) throw paymentsError('DEPOSIT_NOT_FOUND', { detail: `deposit ${request.params.id} has no receipt` });
      return sendPrivateFile(reply, receipt);
    },
  );

  decisionRoutes(app, 'deposit', (merchant, id, decision, actor) => payments.decide(merchant, id, decision, actor));
}
