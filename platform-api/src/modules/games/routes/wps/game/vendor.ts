import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { merchantNotFound } from '../../../../../infra/errors/common-errors';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/game/vendor and /wps/game/vendorTypes: the merchant's vendor lanes. */
export default async function vendorRoutes(app: FastifyInstance): Promise<void> {
  const { games, merchants } = app;

  registerEndpoint(app, gamesApi.getGameVendors, async ({ input, merchant, cached }) => {
    if (input.merchantCode && input.merchantCode !== merchant.code) {
      const other = await merchants.findByCode(input.merchantCode);
      if (!other) throw merchantNotFound();
      return { data: { lanes: await games.lanes(other.id) } };
    }
    return cached('', async () => ({ data: { lanes: await games.lanes(merchant.id) } }));
  });

  registerEndpoint(app, gamesApi.getGameVendorTypes, async ({ merchant }) => ({
    list: (await games.lanes(merchant.id)).map((lane) => ({
      gameCategory: lane.gameCategory,
      vendorCount: lane.vendors.length,
      gameCount: lane.vendors.reduce((n, v) => n + v.gameCount, 0),
    })),
  }));
}
