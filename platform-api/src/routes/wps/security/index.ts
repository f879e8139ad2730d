import type { FastifyInstance } from 'fastify';
import { securityApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { tokenOf } from '../../../infra/http/require-session';
import { apiError } from '../../../infra/errors/api-errors';
import { sendIpCode, verifyIp } from '../../../plugins/app/ip-verification/ip-verification-service';
import { rateLimitHook } from '../../../infra/rate-limit/rate-limit-hook';
import {
  customerQuestion,
  securityConfig,
  setCustomerQuestion,
  verifyAnswer,
} from '../../../plugins/app/security/security-service';

/**
 * securityApi: /wps/v2/member security config and security questions (SPEC §3, §4, §7), and the
 * new-IP verification of a login (/wps/verification/ip). What the client needs while the session
 * waits for the security answer is registered with `beforeVerification`.
 */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;

  registerEndpoint(
    app,
    securityApi.getSecurityConfig,
    ({ merchant, request }) => securityConfig(platform, merchant, request.auth!.memberId),
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    securityApi.listSecurityQuestions,
    async ({ merchant }) => ({ list: await platform.repos.securityQuestions.list(merchant.id) }),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    securityApi.getCustomerSecurityQuestion,
    ({ request }) => customerQuestion(platform, request.auth!.memberId),
    { beforeVerification: true },
  );

  registerEndpoint(
    app,
    securityApi.setCustomerSecurityQuestion,
    ({ input, merchant, request }) => setCustomerQuestion(platform, merchant, request.auth!.memberId, input),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    securityApi.verifySecurityAnswer,
    ({ input, merchant, request }) => {
      const token = tokenOf(request);
      if (!token) throw apiError('UNAUTHORIZED');
      return verifyAnswer(platform, merchant, request.auth!.memberId, token, input);
    },
    { beforeVerification: true },
  );

  registerEndpoint(app, securityApi.sendIpVerificationCode, ({ input, merchant, request }) =>
    sendIpCode(platform, merchant, input, request.ip),
  );

  // A right answer is a login: it shares the per-IP login bucket.
  registerEndpoint(
    app,
    securityApi.verifyIp,
    ({ input, merchant, request }) => verifyIp(platform, merchant, input, request.ip),
    { onRequest: [rateLimitHook('login', () => platform.config.auth.loginRateLimit)] },
  );
}
