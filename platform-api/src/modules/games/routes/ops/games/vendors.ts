import type { FastifyInstance } from 'fastify';
import { ok, VendorParamsSchema, VendorPatchSchema, type VendorPatch } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { invalidField, notFound } from '../../../../../infra/errors/common-errors';
import { MerchantQuery, opsKit, opsPermissions } from '../../../../operator';

const Params = Type.Object(VendorParamsSchema.properties);

/**
 * /ops/games/vendors (issue 29): a brand's vendor cards as the console lists them (`merchants.read`), and a change to
 * one (`games.configure`: on or off, hot, order, display name, maintenance window), audited with the card before and
 * after; the brand's cached lobby is dropped after the commit, so players see it at the next request.
 */
export default async function vendorRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'games.configure' });
  const { merchantFor, audited } = opsKit(app);

  app.get<{ Querystring: Static<typeof MerchantQuery> }>(
    '/vendors',
    { schema: { querystring: MerchantQuery } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok({ list: await app.games.opsVendors(merchant.id) });
    },
  );

  app.put<{ Params: Static<typeof Params>; Querystring: Static<typeof MerchantQuery>; Body: VendorPatch }>(
    '/vendors/:category/:code',
    { schema: { params: Params, querystring: MerchantQuery, body: VendorPatchSchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const card = request.params;
      const before = (await app.games.opsVendors(merchant.id)).find(
        (v) => v.category === card.category && v.code === card.code,
      );
      if (!before) throw notFound(`${merchant.code} has no vendor card ${card.category}:${card.code}`);
      const from = request.body.maintenanceFrom === undefined ? before.maintenanceFrom : request.body.maintenanceFrom;
      const until =
        request.body.maintenanceUntil === undefined ? before.maintenanceUntil : request.body.maintenanceUntil;
      if (from && until && Date.parse(until) <= Date.parse(from))
        throw invalidField('maintenanceUntil', 'the maintenance window must end after it starts');
      if (!from && until) throw invalidField('maintenanceFrom', 'a maintenance window needs its start');
      const after = await audited(
        request,
        async (tx) => (await app.games.updateVendor(merchant.id, card, request.body, tx))!,
        (v) => ({
          merchantId: merchant.id,
          action: 'games.vendor',
          subjectType: 'vendor',
          subjectId: v.key,
          before,
          after: v,
        }),
      );
      await app.cache.invalidate(merchant.id);
      return ok(after);
    },
  );
}
