import type { FastifyInstance } from 'fastify';
import { pointsApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** /wps/points: the points mall (token, real accounts: a trial gets 403 TRIAL_FORBIDDEN). */
export default async function pointsRoutes(app: FastifyInstance): Promise<void> {
  const { points } = app;
  const real = { realAccount: true };

  registerEndpoint(app, pointsApi.getPointsConfig, ({ merchant }) => points.config(merchant), real);
  registerEndpoint(
    app,
    pointsApi.getPointsBalance,
    ({ request, merchant }) => points.balance(merchant, request.auth!.memberId),
    real,
  );
  registerEndpoint(
    app,
    pointsApi.listPointsRewards,
    ({ input, merchant }) => points.catalogue(merchant, input.lang),
    real,
  );
  registerEndpoint(
    app,
    pointsApi.redeemPoints,
    ({ input, request, merchant }) => points.redeem(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    pointsApi.listRedemptions,
    ({ input, request }) => points.redemptions(request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    pointsApi.convertPoints,
    ({ input, request, merchant }) => points.convert(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    pointsApi.listPointsTransactions,
    ({ input, request, merchant }) => points.transactions(merchant, request.auth!.memberId, input),
    real,
  );
}
