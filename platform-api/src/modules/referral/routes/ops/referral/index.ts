import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { referralApi } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { MerchantCode, opsKit, opsPermissions } from '../../../../operator';

const Query = Type.Object({ code: MerchantCode });
const Body = Type.Object({ code: MerchantCode, ...referralApi.ReferralRulesSchema.properties });

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
