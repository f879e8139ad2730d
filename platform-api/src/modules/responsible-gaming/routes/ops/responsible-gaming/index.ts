import type { FastifyInstance } from 'fastify';
import { ok, RgDefaultsSchema, type RgDefaults } from 'shared-contracts';
import type { Static } from 'typebox';
import { invalidField } from '../../../../../infra/errors/common-errors';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

/** 400 VALIDATION unless a longer period's default is at least a shorter one's (where both are set). */
function checkOrder(d: RgDefaults): void {
  if (d.daily !== null && d.weekly !== null && d.weekly < d.daily)
    throw invalidField('weekly', 'the weekly default must be at least the daily one');
  const shorter = d.weekly ?? d.daily;
  if (shorter !== null && d.monthly !== null && d.monthly < shorter)
    throw invalidField('monthly', 'the monthly default must be at least the weekly and daily ones');
}

/**
 * /ops/responsible-gaming/defaults (issue 29, Settings): a brand's default deposit limits — what a member has for a
 * period until it sets its own (`merchants.read`; set with `merchants.configure`, audited `rg.defaults` with the
 * defaults before and after). Read at each check: a change applies to the next deposit of every member without
 * their own limit of that period.
 */
export default async function rgDefaultsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'merchants.configure' });
  const { responsibleGaming } = app;
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/defaults',
    { schema: { querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok({ defaults: await responsibleGaming.defaults(merchant.id), currency: merchant.currency });
    },
  );

  app.put<{ Querystring: Static<typeof MerchantQuery>; Body: RgDefaults }>(
    '/defaults',
    { schema: { querystring: MerchantQuery, body: RgDefaultsSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      checkOrder(request.body);
      const before = await responsibleGaming.defaults(merchant.id);
      await audited(
        request,
        (tx) => responsibleGaming.setDefaults(merchant.id, request.body, tx),
        () => ({
          merchantId: merchant.id,
          action: 'rg.defaults',
          subjectType: 'merchant',
          subjectId: merchant.code,
          before,
          after: request.body,
        }),
      );
      return ok({ defaults: await responsibleGaming.defaults(merchant.id), currency: merchant.currency });
    },
  );
}
