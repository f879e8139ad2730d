import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import {
  decisionRoutes,
  MerchantCode,
  MerchantQuery,
  opsKit,
  opsPermissions,
  sendPrivateFile,
} from '../../../../../operator';
import { promotionsError } from '../../../../errors';

const ListQuery = Type.Object({
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(Type.Enum(['APPLYING', 'APPROVED', 'REJECTED'])),
  activityId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
const Image = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  ordinal: Type.Integer({ minimum: 1, maximum: 3 }),
});

/**
 * /ops/promotions/applications (an operator session or API token; `?merchant=CODE` or the request's merchant; the request's operator):
 * - `GET /ops/promotions/applications?status=APPLYING&activityId=&limit=100`: the review queue, oldest first,
 *   each with its comment and its images' URLs
 * - `GET /ops/promotions/applications/:id/images/:ordinal`: an image
 * - `POST /ops/promotions/applications/:id/approve` (grants the reward) · `POST …/:id/reject {reason}`
 */
export default async function operatorApplicationRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'rewards.decide' });
  const { admin } = app.promotions;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof ListQuery> }>('/', { schema: { querystring: ListQuery } }, async (request) => {
    const { merchant: code, status, ...q } = request.query;
    const merchant = await merchantFor(request, code);
    return ok({ applications: await admin.listApplications(merchant, { ...q, status: status as never }) });
  });

  app.get<{ Params: Static<typeof Image>; Querystring: Static<typeof MerchantQuery> }>(
    '/:id/images/:ordinal',
    { schema: { params: Image, querystring: MerchantQuery } },
    async (request, reply) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const image = await admin.image(merchant, request.params.id, request.params.ordinal);
      if (!image) throw promotionsError('PROMOTION_APPLICATION_NOT_FOUND', { detail: 'no such image' });
      return sendPrivateFile(reply, image);
    },
  );

  decisionRoutes(app, 'promotion', (merchant, id, decision, actor) => admin.decide(merchant, id, decision, actor));
}
