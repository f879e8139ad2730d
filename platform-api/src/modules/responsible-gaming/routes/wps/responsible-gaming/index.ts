import type { FastifyInstance } from 'fastify';
import { responsibleGamingApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * The member's responsible gaming (token, real accounts: a trial gets TRIAL_FORBIDDEN): the state, the
 * deposit limits and self-exclusion (encrypted: it carries the login password).
 */
export default async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const { responsibleGaming } = app;
  const real = { realAccount: true };

  registerEndpoint(
    app,
    responsibleGamingApi.getResponsibleGaming,
    ({ request, merchant }) => responsibleGaming.state(merchant, request.auth!.memberId),
    real,
  );
  registerEndpoint(
    app,
    responsibleGamingApi.setDepositLimits,
    ({ input, request, merchant }) => responsibleGaming.setLimits(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    responsibleGamingApi.selfExclude,
    ({ input, request }) => responsibleGaming.selfExclude(request.auth!.memberId, input),
    real,
  );
}
