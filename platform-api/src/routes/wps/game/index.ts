import type { FastifyInstance } from 'fastify';
import { GAME_CATEGORIES, gamesApi, type Vendor, type VendorCategory } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { merchantNotFound } from '../../../infra/errors/http-error';

/** Groups vendors into lanes in menu order, keeping only categories with vendors. */
export function toLanes(vendors: readonly Vendor[]): VendorCategory[] {
  return GAME_CATEGORIES.map((gameCategory) => ({
    gameCategory,
    vendors: vendors.filter((v) => v.gameCategory === gameCategory),
  })).filter((lane) => lane.vendors.length > 0);
}

/** /wps/game/*: vendor lanes and vendor types. */
export default async function gameRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app.platform;

  registerEndpoint(app, gamesApi.getGameVendors, async ({ input, merchant }) => {
    let target = merchant;
    if (input.merchantCode && input.merchantCode !== merchant.code) {
      const other = await repos.merchants.findByCode(input.merchantCode);
      if (!other) throw merchantNotFound();
      target = other;
    }
    return { data: { lanes: toLanes(await repos.vendors.listEnabled(target.id)) } };
  });

  registerEndpoint(app, gamesApi.getGameVendorTypes, async ({ merchant }) => ({
    list: toLanes(await repos.vendors.listEnabled(merchant.id)).map((lane) => ({
      gameCategory: lane.gameCategory,
      vendorCount: lane.vendors.length,
      gameCount: lane.vendors.reduce((n, v) => n + v.gameCount, 0),
    })),
  }));
}
