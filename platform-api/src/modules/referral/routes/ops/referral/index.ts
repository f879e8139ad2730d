import type { FastifyInstance } from 'fastify';
import { engagementOpsApi, ok } from 'shared-contracts';
import type { Static } from 'typebox';
import { opsKit, opsPermissions } from '../../../../operator';

/** `{code}` and the programme, as the console sends them (shared-contracts `engagementOpsApi`). */
const Query = engagementOpsApi.OpsMerchantCodeQuerySchema;
const Body = engagementOpsApi.ReferralConfigureSchema;

/**
 * /ops/referral (an operator session or API token; the audit names the operator):
 * - `GET /ops/referral?code=` the merchant's programme (off, with defaults, when never set);
 * - `PUT /ops/referral {code, enabled, reward, turnoverMultiple, minDeposit, qualifyDays}` replaces it, audited;
 *   friends not qualified yet are judged by the new rules from the next run;
 * - `POST /ops/referral/qualify {code}` runs `referral.qualify` for the merchant now.
 */
export default async function operatorReferralRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'marketing.read', write: 'marketing.write' });
  const { referral } = app;
  const { merchantByCode, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const m = await merchantByCode(request, request.query.code);
    return ok({ code: m.code, currency: m.currency, rules: await referral.rules(m.id) });
  });

  app.put<{ Body: Static<typeof Body> }>('/', { schema: { body: Body } }, async (request) => {
    const { code, ...rules } = request.body;
    const m = await merchantByCode(request, code);
    const before = await referral.rules(m.id);
    await audited(
      request,
      (tx) => referral.configure(m.id, rules, tx),
      () => ({
        merchantId: m.id,
        action: 'referral.configure',
        subjectType: 'merchant',
        subjectId: m.code,
        before,
        after: rules,
      }),
    );
    return ok({ code: m.code, currency: m.currency, rules: await referral.rules(m.id) });
  });

  app.post<{ Body: Static<typeof Query> }>('/qualify', { schema: { body: Query } }, async (request) => {
    const m = await merchantByCode(request, request.body.code);
    return ok({ code: m.code, ...(await referral.qualify(undefined, m.id)) });
  });
}
