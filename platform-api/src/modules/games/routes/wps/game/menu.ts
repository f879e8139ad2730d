import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/game/menu: the nav bar's drop menus (menuGroup gamingvenue), the merchant's lanes with vendors. */
export default async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app;

  registerEndpoint(app, gamesApi.getDropMenu, async ({ input, merchant, cached }) =>
    cached(input.menuGroup, async () => ({ menuGroup: input.menuGroup, lanes: await games.lanes(merchant.id) })),
  );
}
