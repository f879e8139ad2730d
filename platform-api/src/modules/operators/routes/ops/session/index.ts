import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, OperatorSignInSchema, OperatorTotpSchema, type OperatorSignIn } from 'shared-contracts';
import type { Static } from 'typebox';
import { readCookie, setCookie } from '../../../../../infra/http/cookies';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';
import { operatorsError } from '../../../errors';
import { ABSOLUTE_SECONDS, PENDING_SECONDS } from '../../../operator-sessions-repository';
import { clientOf, sessionOperator } from '../../../operators-service';
import { OPS_PENDING_COOKIE, OPS_SESSION_COOKIE } from '../../..';

const cookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string | null, path: string) =>
  setCookie(request, reply, {
    name,
    value,
    path,
    maxAgeSeconds: name === OPS_SESSION_COOKIE ? ABSOLUTE_SECONDS : PENDING_SECONDS,
    sameSite: 'Strict',
  });

/**
 * /ops/session (ADR 0011): the operator's two-step sign-in — password, then an authenticator or recovery code — its
 * session, and signing out. The sign-in steps are rate-limited per IP like the players' login.
 */
export default async function operatorSessionRoutes(app: FastifyInstance): Promise<void> {
  const { operators, config } = app;
  const limit = rateLimitHook('ops-sign-in', () => config.auth.loginRateLimit);

  app.post<{ Body: OperatorSignIn }>(
    '/',
    { schema: { body: OperatorSignInSchema }, config: { opsAccess: 'public' }, onRequest: [limit] },
    async (request, reply) => {
      const { pendingToken, next } = await operators.signIn(request.body, clientOf(request));
      cookie(request, reply, OPS_PENDING_COOKIE, pendingToken, '/ops/session');
      reply.header('cache-control', 'no-store');
      return ok(next);
    },
  );

  app.post<{ Body: Static<typeof OperatorTotpSchema> }>(
    '/totp',
    { schema: { body: OperatorTotpSchema }, config: { opsAccess: 'public' }, onRequest: [limit] },
    async (request, reply) => {
      const pending = readCookie(request, OPS_PENDING_COOKIE);
      if (!pending) throw operatorsError('OPERATOR_SESSION_REQUIRED');
      const opened = await operators.secondStep(pending, request.body, clientOf(request));
      cookie(request, reply, OPS_PENDING_COOKIE, null, '/ops/session');
      cookie(request, reply, OPS_SESSION_COOKIE, opened.token, '/ops');
      reply.header('cache-control', 'no-store');
      return ok({ operator: opened.operator, csrfToken: opened.csrfToken });
    },
  );

  app.get('/', { config: { opsAccess: 'signed-in' } }, async (request) =>
    ok(await operators.me(sessionOperator(request).operatorId)),
  );

  app.delete('/', { config: { opsAccess: 'signed-in' } }, async (request, reply) => {
    const operator = sessionOperator(request);
    await operators.revokeSession(operator, operator.sessionId, clientOf(request));
    cookie(request, reply, OPS_SESSION_COOKIE, null, '/ops');
    return ok(null);
  });
}
