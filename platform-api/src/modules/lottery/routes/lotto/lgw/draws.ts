import type { FastifyInstance } from 'fastify';
import { lotteryApi } from 'shared-contracts/lottery';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** The public draw reads: a game's open and last draw, its results history, one draw (the verify page). */
export default async function lotteryDrawRoutes(app: FastifyInstance): Promise<void> {
  const { lottery } = app;

  registerEndpoint(app, lotteryApi.getOpenedDraw, ({ input }) => lottery.opened(input.gameCode));
  registerEndpoint(app, lotteryApi.listResults, ({ input }) => lottery.results(input));
  registerEndpoint(app, lotteryApi.getDraw, ({ input }) => lottery.draw(input.gameCode, input.numero));
}
