import type { FastifyInstance, FastifyRequest } from 'fastify';
import { engagementOpsApi, ok } from 'shared-contracts';
import { PointsItemInputSchema, PointsSettingsSchema } from 'shared-contracts/engagement';
import type { Static } from 'typebox';
import type { Db } from '../../../../../infra/db';
import { notFound } from '../../../../../infra/errors/common-errors';
import { MerchantQuery, operatorActor, OpsId, opsKit, opsPermissions } from '../../../../operator';

/** `{account, points, requestId, note?}`, as the console sends it (shared-contracts `engagementOpsApi`). */
const Grant = engagementOpsApi.PointsGrantSchema;
type Q = { Querystring: Static<typeof MerchantQuery> };

/**
 * /ops/points (an operator session or API token; `?merchant=CODE` or the request's merchant; the audit names the operator):
 * - `GET|PUT /ops/points/settings {earnStake, pointValue, minConvert}`: the rules (the first PUT starts earning now)
 * - `GET /ops/points/items` · `POST /ops/points/items {name, description?, imageUrl?, cost, stock, active?, sort?}` ·
 *   `PUT /ops/points/items/:id {…}` (stock set as given)
 * - the redemption queue and its decisions: redemptions/index.ts
 * - `POST /ops/points/grant {account, points, requestId, note?}`: points from the house, once per requestId
 */
export default async function operatorPointsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { members, operator } = app;
  const ops = app.points.operator;
  const kit = opsKit(app);

  const merchantFor = (request: FastifyRequest & { query: { merchant?: string } }) =>
    kit.merchantFor(request, request.query.merchant);
  /** A change and its audit entry (no `before`: the entry records what was set), in one transaction. */
  const audited = <T>(
    request: FastifyRequest,
    merchantId: number,
    action: string,
    work: (tx: Db) => Promise<T>,
    subject: (r: T) => [type: string, id: string, after: unknown],
  ) =>
    kit.audited(request, work, (r) => {
      const [subjectType, subjectId, after] = subject(r);
      return { merchantId, action, subjectType, subjectId, before: null, after };
    });

  app.get<Q>('/settings', { schema: { querystring: MerchantQuery } }, async (request) => {
    const m = await merchantFor(request);
    return ok({ settings: await ops.settings(m.id), enabled: (await app.points.config(m)).enabled });
  });

  app.put<Q & { Body: Static<typeof PointsSettingsSchema> }>(
    '/settings',
    { schema: { querystring: MerchantQuery, body: PointsSettingsSchema } },
    async (request) => {
      const m = await merchantFor(request);
      await audited(
        request,
        m.id,
        'points_settings.set',
        (tx) => ops.setSettings(m.id, request.body, tx),
        () => ['merchant', m.code, request.body],
      );
      return ok({ settings: await ops.settings(m.id) });
    },
  );

  app.get<Q>('/items', { schema: { querystring: MerchantQuery } }, async (request) =>
    ok({ items: await ops.items((await merchantFor(request)).id) }),
  );

  app.post<Q & { Body: Static<typeof PointsItemInputSchema> }>(
    '/items',
    { schema: { querystring: MerchantQuery, body: PointsItemInputSchema } },
    async (request) => {
      const m = await merchantFor(request);
      const item = await audited(
        request,
        m.id,
        'points_item.create',
        (tx) => ops.createItem(m.id, request.body, tx),
        (i) => ['points_item', String(i.id), i],
      );
      return ok(item);
    },
  );

  app.put<Q & { Params: Static<typeof OpsId>; Body: Static<typeof PointsItemInputSchema> }>(
    '/items/:id',
    { schema: { querystring: MerchantQuery, params: OpsId, body: PointsItemInputSchema } },
    async (request) => {
      const m = await merchantFor(request);
      const item = await audited(
        request,
        m.id,
        'points_item.update',
        (tx) => ops.updateItem(m.id, request.params.id, request.body, tx),
        (i) => ['points_item', String(i.id), i],
      );
      return ok(item);
    },
  );

  app.post<Q & { Body: Static<typeof Grant> }>(
    '/grant',
    { schema: { querystring: MerchantQuery, body: Grant } },
    async (request) => {
      const m = await merchantFor(request);
      const { account, points, requestId, note } = request.body;
      const member = await members.findByUsername(m.id, account);
      if (!member) throw notFound(`member ${account}`);
      // The grant and its audit entry in one transaction; a replayed key is not audited again.
      const r = await ops.grant(m.id, member.id, { points, key: requestId, note: note ?? '' }, (tx) =>
        operator.audit(
          {
            merchantId: m.id,
            actor: operatorActor(request),
            action: 'points.grant',
            subjectType: 'member',
            subjectId: member.username,
            before: null,
            after: { points, requestId, note },
          },
          tx,
        ),
      );
      return ok({ account: member.username, points, balance: r.balance });
    },
  );
}
