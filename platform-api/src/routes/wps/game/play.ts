import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { launchGame } from '../../../plugins/app/launch/launch-service';

/** /wps/game/launchGame (token; trials get fun mode or TRIAL_FORBIDDEN, decided per game, so no `realAccount`). */
export default async function gamePlayRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;

  registerEndpoint(app, gamesApi.launchGame, async ({ input, request, merchant }) =>
    launchGame({ db, games: app.games, seamless: app.seamless }, merchant, request.auth!, input),
  );
}
