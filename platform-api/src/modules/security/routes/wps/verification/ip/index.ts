import type { FastifyInstance } from 'fastify';
import { securityApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';
import { rateLimitHook } from '../../../../../../infra/rate-limit/rate-limit-hook';

/** /wps/verification/ip: the new-IP verification of a login (a code, then the answer and a session). */
export default async function ipVerificationRoutes(app: FastifyInstance): Promise<void> {
  const { security, sessions, config } = app;

  registerEndpoint(app, securityApi.sendIpVerificationCode, ({ input, merchant, request }) =>
    security.sendIpCode(merchant, input, request.ip, request.headers['accept-language']),
  );

  // A right answer is a login: it shares the per-IP login bucket.
  registerEndpoint(
    app,
    securityApi.verifyIp,
    async ({ input, merchant, request }) => {
      const reply = await security.verifyIp(merchant, input, request.ip);
      const userAgent = request.headers['user-agent'];
      if (userAgent) await sessions.noteUserAgent(reply.token, userAgent);
      return reply;
    },
    { onRequest: [rateLimitHook('login', () => config.auth.loginRateLimit)] },
  );
}
