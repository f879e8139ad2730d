import type { FastifyInstance } from 'fastify';
import { passwordApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';
import { tokenOf } from '../../../../../../infra/http/require-session';
import { rateLimitHook } from '../../../../../../infra/rate-limit/rate-limit-hook';

/** /wps/member/password: change (token, real accounts), forgot by e-mail, reset by phone (logs in). */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { passwords, config } = app;

  registerEndpoint(
    app,
    passwordApi.changePassword,
    ({ input, merchant, request }) => passwords.change(merchant, request.auth!.memberId, tokenOf(request), input),
    // The one call a must-change session makes (SPEC §4 forced change), before its security answer too.
    { realAccount: true, duringPasswordChange: true },
  );

  registerEndpoint(
    app,
    passwordApi.forgotPasswordByEmail,
    ({ input, merchant, request }) =>
      passwords.forgotByEmail(merchant, input, request.ip, request.headers['accept-language']),
    { onRequest: [rateLimitHook('forgot-email', () => config.auth.forgotEmailIpRateLimit)] },
  );

  // A successful reset is a login: it shares the per-IP login bucket.
  registerEndpoint(
    app,
    passwordApi.resetPasswordByPhone,
    ({ input, merchant, request }) => passwords.resetByPhone(merchant, input, request.ip),
    { onRequest: [rateLimitHook('login', () => config.auth.loginRateLimit)] },
  );
}
