import type { FastifyInstance } from 'fastify';
import { profileApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** The profile page: read and update the member's info, send a code to a new mobile number (real accounts). */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profile } = app;
  const real = { realAccount: true };

  registerEndpoint(app, profileApi.getMemberProfile, ({ request }) => profile.profile(request.auth!.memberId), real);

  registerEndpoint(
    app,
    profileApi.updateMemberInfo,
    ({ input, request, merchant }) => profile.update(merchant, request.auth!.memberId, input),
    real,
  );

  registerEndpoint(
    app,
    profileApi.requestMobileCode,
    ({ input, request, merchant }) =>
      profile.requestMobileCode(
        merchant,
        request.auth!.memberId,
        input,
        request.ip,
        request.headers['accept-language'],
      ),
    real,
  );
}
