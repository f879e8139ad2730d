import type { FastifyInstance } from 'fastify';
import { gamesApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/game/launchGame (token; trials get fun mode or TRIAL_FORBIDDEN, decided per game, so no `realAccount`). */
export default async function launchGameRoutes(app: FastifyInstance): Promise<void> {
  const { demoVendor } = app;

  registerEndpoint(app, gamesApi.launchGame, async ({ input, request, merchant }) =>
    demoVendor.launch(merchant, request.auth!, input),
  );
}
