import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/game/winners (public): the winners board of the merchant. */
export default async function winnersRoutes(app: FastifyInstance): Promise<void> {
  const { bets } = app;

  registerEndpoint(app, gamesApi.getWinnerBoard, async ({ input, merchant }) => ({
    list: await bets.winners(merchant.id, input.gameCategory === 'ALL' ? null : input.gameCategory, input.limitNum),
  }));
}
