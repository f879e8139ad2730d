import type { FastifyInstance } from 'fastify';
import { ok, WithdrawalStatusSchema } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import {
  decisionRoutes,
  MerchantCode,
  MerchantQuery,
  operatorActor,
  OpsId,
  opsKit,
  opsPermissions,
  OpsReason,
  sendPrivateFile,
} from '../../../../operator';
import { withdrawalsError } from '../../../errors';

const ListQuery = Type.Object({
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(WithdrawalStatusSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
const Resolve = Type.Object({
  outcome: Type.Union([Type.Literal('RECEIVED'), Type.Literal('RETURNED')]),
  reason: OpsReason,
});

/**
 * /ops/withdrawals (x-operator-key; `?merchant=CODE` or the request's merchant; `x-operator-actor` for the
 * audit): the queue and the decisions (ADR 0006).
 * - `GET /ops/withdrawals?status=PENDING|PAID|REJECTED|RECEIVED|DISPUTED|RETURNED&limit=100`
 * - `GET /ops/withdrawals/:id/proof`: the player's proof image
 * - `POST /ops/withdrawals/:id/approve` (paid out: PAID) · `POST /ops/withdrawals/:id/reject {reason}` (refunded)
 * - `POST /ops/withdrawals/:id/resolve {outcome: RECEIVED|RETURNED, reason}`: a DISPUTED one (RETURNED credits the wallet)
 */
export default async function operatorWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'withdrawals.read', write: 'withdrawals.decide' });
  const { withdrawals } = app;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof ListQuery> }>('/', { schema: { querystring: ListQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const list = await withdrawals.listForOperator(merchant, request.query.status ?? 'PENDING', request.query.limit);
    return ok({ withdrawals: list });
  });

  app.get<{ Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> }>(
    '/:id/proof',
    { schema: { params: OpsId, querystring: MerchantQuery } },
    async (request, reply) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const proof = await withdrawals.proof(merchant, request.params.id);
      if (!proof)
        throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `withdrawal ${request.params.id} has no proof` });
      return sendPrivateFile(reply, proof);
    },
  );

  decisionRoutes(app, 'withdrawal', (merchant, id, decision, actor) =>
    withdrawals.decide(merchant, id, decision, actor),
  );

  app.post<{ Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Resolve> }>(
    '/:id/resolve',
    { schema: { params: OpsId, querystring: MerchantQuery, body: Resolve } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const r = { outcome: request.body.outcome, reason: request.body.reason.trim() };
      return ok(await withdrawals.resolve(merchant, request.params.id, r, operatorActor(request)));
    },
  );
}
