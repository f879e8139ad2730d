import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { PromotionAudienceSchema, PromotionKindSchema, type PromotionKind } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { MerchantQuery, operatorActor, opsKit, opsPermissions } from '../../../../operator';
import type { ActivityInput } from '../../../promotion-admin';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** A path of this site (/assets/banner/3.svg) or an https URL. */
const BannerUrl = Type.String({ minLength: 1, maxLength: 500, pattern: '^(/[^\\s]*|https://[^\\s]+)$' });
const Fields = {
  title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  bannerUrl: BannerUrl,
  rules: Type.String({ maxLength: 20_000 }),
  audience: PromotionAudienceSchema,
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  rewardAmount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  turnoverMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  winners: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  enabled: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
};
const Create = Type.Object({ kind: PromotionKindSchema, ...Fields });
const Replace = Type.Object(Fields);

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
