import type { FastifyInstance } from 'fastify';
import { sessionApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { tokenOf } from '../../../../../infra/http/require-session';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';

/** /wps/session: login (encrypted, rate-limited per IP), free play (trial accounts, rate-limited per IP) and logout. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { sessions, config } = app;

  registerEndpoint(
    app,
    sessionApi.login,
    ({ input, merchant, request }) => sessions.login(merchant, input, request.ip, request.headers['user-agent']),
    { onRequest: [rateLimitHook('login', () => config.auth.loginRateLimit)] },
  );

  registerEndpoint(
    app,
    sessionApi.loginFreePlay,
    ({ input, merchant, request }) => sessions.freePlay(merchant, input.nonce, request.ip),
    { onRequest: [rateLimitHook('freeplay', () => config.auth.freePlayRateLimit)] },
  );

  // Also for a session still waiting for its security answer (SPEC §4: a wrong answer logs out) or its password change.
  registerEndpoint(
    app,
    sessionApi.logout,
    async ({ request }) => {
      const token = tokenOf(request);
      if (token) await sessions.revoke(token);
      return null;
    },
    { beforeVerification: true, duringPasswordChange: true },
  );
}
