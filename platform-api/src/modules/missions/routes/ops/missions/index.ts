import type { FastifyInstance } from 'fastify';
import { engagementOpsApi, ok } from 'shared-contracts';
import { missionsApi } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { opsKit, opsPermissions } from '../../../../operator';

/** `{code}` and a mission, as the console sends them (shared-contracts `engagementOpsApi`). */
const Query = engagementOpsApi.OpsMerchantCodeQuerySchema;
const Body = engagementOpsApi.MissionWriteSchema;
const Params = Type.Object({ id: missionsApi.MissionIdSchema });

/**
 * /ops/missions (an operator session or API token; the audit names the operator):
 * - `GET /ops/missions?code=` every mission of the merchant with its completions;
 * - `POST /ops/missions {code, period, kind, title, target, reward, turnoverMultiple, active, sort?}` adds one;
 * - `PUT /ops/missions/:id {…the same}` changes its title, target, reward, multiple, order or active flag
 *   (period and kind stay: 400 VALIDATION); 404 for another merchant's mission; both audited;
 * - `POST /ops/missions/grant {code}` runs the completion of `missions.grant` for the merchant now.
 */
export default async function operatorMissionsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { missions } = app;
  const { merchantByCode, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const m = await merchantByCode(request, request.query.code);
    return ok({ code: m.code, missions: await missions.list(m.id) });
  });

  app.post<{ Body: Static<typeof Body> }>('/', { schema: { body: Body } }, async (request) => {
    const { code, ...input } = request.body;
    const m = await merchantByCode(request, code);
    const row = await audited(
      request,
      (tx) => missions.create(m.id, input, tx),
      (created) => ({
        merchantId: m.id,
        action: 'mission.create',
        subjectType: 'mission',
        subjectId: String(created.id),
        before: null,
        after: input,
      }),
    );
    return ok(row);
  });

  app.put<{ Params: Static<typeof Params>; Body: Static<typeof Body> }>(
    '/:id',
    { schema: { params: Params, body: Body } },
    async (request) => {
      const { code, ...input } = request.body;
      const m = await merchantByCode(request, code);
      const before = await missions.find(m.id, request.params.id);
      const row = await audited(
        request,
        (tx) => missions.update(m.id, request.params.id, input, tx),
        (updated) => ({
          merchantId: m.id,
          action: 'mission.update',
          subjectType: 'mission',
          subjectId: String(updated.id),
          before,
          after: input,
        }),
      );
      return ok(row);
    },
  );

  app.post<{ Body: Static<typeof Query> }>('/grant', { schema: { body: Query } }, async (request) => {
    const m = await merchantByCode(request, request.body.code);
    return ok({ code: m.code, ...(await missions.grant(m.id)) });
  });
}
