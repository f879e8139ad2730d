import type { FastifyInstance } from 'fastify';
import { rewardsApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** The reward centre and bonus details (token, real accounts: a trial gets TRIAL_FORBIDDEN). */
export default async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const { rewards } = app;
  const real = { realAccount: true };

  registerEndpoint(
    app,
    rewardsApi.listRewards,
    ({ input, request }) => rewards.list(request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    rewardsApi.claimReward,
    ({ input, request, merchant }) => rewards.claim(merchant, request.auth!.memberId, input.id),
    real,
  );
  registerEndpoint(
    app,
    rewardsApi.listBonuses,
    ({ input, request }) => rewards.bonuses(request.auth!.memberId, input),
    real,
  );
}
