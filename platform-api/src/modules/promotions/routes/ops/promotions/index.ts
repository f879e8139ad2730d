import type { FastifyInstance } from 'fastify';
import { engagementOpsApi, ok } from 'shared-contracts';
import type { PromotionKind } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { MerchantQuery, operatorActor, opsKit, opsPermissions } from '../../../../operator';
import type { ActivityInput } from '../../../promotion-admin';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** The bodies, as the console sends them (shared-contracts `engagementOpsApi`). */
const Create = engagementOpsApi.PromotionCreateSchema;
const Replace = engagementOpsApi.PromotionReplaceSchema;

/**
 * /ops/promotions (an operator session or API token; `?merchant=CODE` or the request's merchant; the audit names the operator):
 * - `GET /ops/promotions`: every activity (raffles with their entries and draw)
 * - `POST /ops/promotions {kind, title, bannerUrl, rules, audience, startsAt, endsAt, rewardAmount,
 *   turnoverMultiple, winners?, enabled?, sort?}`: creates one (rules HTML sanitised; a RAFFLE needs `winners`)
 * - `PUT /ops/promotions/:id {…the same but kind}`: replaces its fields (a drawn raffle's period, winners and
 *   reward are final)
 * The review of applications is /ops/promotions/applications.
 */
export default async function operatorPromotionRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { admin } = app.promotions;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/',
    { schema: { querystring: MerchantQuery } },
    async (request) =>
      ok({ activities: await admin.listActivities(await merchantFor(request, request.query.merchant)) }),
  );

  app.post<{ Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Create> }>(
    '/',
    { schema: { querystring: MerchantQuery, body: Create } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const { kind, ...input } = request.body;
      return ok(
        await admin.createActivity(merchant, kind as PromotionKind, input as ActivityInput, operatorActor(request)),
      );
    },
  );

  app.put<{ Params: Static<typeof Id>; Querystring: Static<typeof MerchantQuery>; Body: Static<typeof Replace> }>(
    '/:id',
    { schema: { params: Id, querystring: MerchantQuery, body: Replace } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(
        await admin.updateActivity(merchant, request.params.id, request.body as ActivityInput, operatorActor(request)),
      );
    },
  );
}
