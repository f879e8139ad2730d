import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { referralApi } from 'shared-contracts/engagement';
import { Type, type Static } from 'typebox';
import { notFound } from '../../../../../infra/errors/common-errors';
import { operatorActor, operatorAuth } from '../../../../operator';

const Code = Type.String({ minLength: 1, maxLength: 32 });
const Query = Type.Object({ code: Code });
const Body = Type.Object({ code: Code, ...referralApi.ReferralRulesSchema.properties });

/**
 * /ops/referral (x-operator-key; `x-operator-actor` for the audit):
 * - `GET /ops/referral?code=` the merchant's programme (off, with defaults, when never set);
 * - `PUT /ops/referral {code, enabled, reward, turnoverMultiple, minDeposit, qualifyDays}` replaces it, audited;
 *   friends not qualified yet are judged by the new rules from the next run;
 * - `POST /ops/referral/qualify {code}` runs `referral.qualify` for the merchant now.
 */
export default async function operatorReferralRoutes(app: FastifyInstance): Promise<void> {
  const { merchants, operator, referral } = app;
  app.addHook('onRequest', operatorAuth(app.operatorKey));

  const merchantOf = async (code: string) => {
    const m = await merchants.findByCode(code);
    if (!m) throw notFound(`merchant ${code}`);
    return m;
  };

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const m = await merchantOf(request.query.code);
    return ok({ code: m.code, currency: m.currency, rules: await referral.rules(m.id) });
  });

  app.put<{ Body: Static<typeof Body> }>('/', { schema: { body: Body } }, async (request) => {
    const { code, ...rules } = request.body;
    const m = await merchantOf(code);
    const before = await referral.rules(m.id);
    await app.db.transaction(async (tx) => {
      await referral.configure(m.id, rules, tx);
      await operator.audit(
        {
          merchantId: m.id,
          actor: operatorActor(request),
          action: 'referral.configure',
          subjectType: 'merchant',
          subjectId: m.code,
          before,
          after: rules,
        },
        tx,
      );
    });
    return ok({ code: m.code, currency: m.currency, rules: await referral.rules(m.id) });
  });

  app.post<{ Body: Static<typeof Query> }>('/qualify', { schema: { body: Query } }, async (request) => {
    const m = await merchantOf(request.body.code);
    return ok({ code: m.code, ...(await referral.qualify(undefined, m.id)) });
  });
}
