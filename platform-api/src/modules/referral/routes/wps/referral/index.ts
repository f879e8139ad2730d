import type { FastifyInstance } from 'fastify';
import { referralApi } from 'shared-contracts/engagement';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** The member centre's referral page (token, real accounts: a trial gets TRIAL_FORBIDDEN). */
export default async function referralRoutes(app: FastifyInstance): Promise<void> {
  const { referral } = app;
  const real = { realAccount: true };
  registerEndpoint(
    app,
    referralApi.getReferral,
    ({ input, request, merchant }) => referral.overview(merchant, request.auth!.memberId, input.domain),
    real,
  );
  registerEndpoint(
    app,
    referralApi.listFriends,
    ({ input, request, merchant }) => referral.friends(merchant.id, request.auth!.memberId, input),
    real,
  );
}
