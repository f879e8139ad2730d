import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { launchGame } from '../../../plugins/app/launch/launch-service';
import { createWinnerRepository } from '../../../plugins/app/winners/winner-repository';

/**
 * /wps/game/launchGame (token; trials get fun mode or TRIAL_FORBIDDEN, decided per game, so no
 * `realAccount`) and /wps/game/winners (public).
 */
export default async function gamePlayRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app.platform;
  const winners = createWinnerRepository(db);

  registerEndpoint(app, gamesApi.launchGame, async ({ input, request, merchant }) =>
    launchGame({ db, repos }, merchant, request.auth!, input),
  );

  registerEndpoint(app, gamesApi.getWinnerBoard, async ({ input, merchant }) => ({
    list: await winners.list(merchant.id, input.gameCategory === 'ALL' ? null : input.gameCategory, input.limitNum),
  }));
}
