import type { FastifyInstance } from 'fastify';
import { engagementOpsApi, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { opsKit, opsPermissions } from '../../../../operator';

/** `{code}` and the configuration, as the console sends them (shared-contracts `engagementOpsApi`). */
const Query = engagementOpsApi.OpsMerchantCodeQuerySchema;
const Body = engagementOpsApi.VipConfigureSchema;

/**
 * /ops/vip (an operator session or API token; the audit names the operator):
 * - `GET /ops/vip?code=` the merchant's configuration (null when never set) and members per level;
 * - `PUT /ops/vip {code, windowDays, levels}` replaces it (400 VALIDATION when the levels are not 0..n with
 *   rising minimums); every member active in the window is recalculated by the next run; audited;
 * - `POST /ops/vip/recalculate {code}` runs the recalculation of `vip.recalculate` for the merchant now.
 */
export default async function operatorVipRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { vip } = app;
  const { merchantByCode, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const m = await merchantByCode(request, request.query.code);
    return ok({ code: m.code, ...(await vip.config(m.id)) });
  });

  app.put<{ Body: Static<typeof Body> }>('/', { schema: { body: Body } }, async (request) => {
    const { code, ...config } = request.body;
    const m = await merchantByCode(request, code);
    const before = (await vip.config(m.id)).config;
    await audited(
      request,
      (tx) => vip.configure(m.id, config, tx),
      () => ({
        merchantId: m.id,
        action: 'vip.configure',
        subjectType: 'merchant',
        subjectId: m.code,
        before,
        after: config,
      }),
    );
    return ok({ code: m.code, ...(await vip.config(m.id)) });
  });

  app.post<{ Body: Static<typeof Query> }>('/recalculate', { schema: { body: Query } }, async (request) => {
    const m = await merchantByCode(request, request.body.code);
    return ok({ code: m.code, ...(await vip.recalculate(m.id)) });
  });
}
