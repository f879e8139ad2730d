import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { RedemptionStatusSchema } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { decisionRoutes, MerchantCode, opsKit, opsPermissions } from '../../../../../operator';

const ListQuery = Type.Object({
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(RedemptionStatusSchema),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/**
 * /ops/points/redemptions (an operator session or API token; `?merchant=CODE` or the request's merchant): the redemption queue and its decisions, the approve/reject pair every review queue has (decisionRoutes).
 * - `GET /ops/points/redemptions?status=IN_PROCESS|REJECTED|APPROVED&pageNo&pageSize`
 * - `POST /ops/points/redemptions/:id/approve` (points spent) · `POST /ops/points/redemptions/:id/reject {reason}`
 *   (points and stock back)
 */
export default async function operatorRedemptionRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'rewards.decide' });
  const ops = app.points.operator;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof ListQuery> }>('/', { schema: { querystring: ListQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    return ok(await ops.redemptions(merchant.id, request.query));
  });

  decisionRoutes(app, 'redemption', (merchant, id, decision, actor) => ops.decide(merchant, id, decision, actor));
}
