import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ok,
  OperatorSignInSchema,
  OperatorTotpSchema,
  PasskeySignInSchema,
  type OperatorMe,
  type OperatorSignIn,
  type PasskeySignIn,
} from 'shared-contracts';
import type { Static } from 'typebox';
import { readCookie, setCookie } from '../../../../../infra/http/cookies';
import { rateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';
import { operatorsError } from '../../../errors';
import { ABSOLUTE_SECONDS, PENDING_SECONDS } from '../../../operator-sessions-repository';
import { clientOf, sessionOperator } from '../../../operators-service';
import { relyingPartyOf } from '../../../relying-party';
import { OPS_PENDING_COOKIE, OPS_SESSION_COOKIE } from '../../..';

const cookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string | null, path: string) =>
  setCookie(request, reply, {
    name,
    value,
    path,
    maxAgeSeconds: name === OPS_SESSION_COOKIE ? ABSOLUTE_SECONDS : PENDING_SECONDS,
    sameSite: 'Strict',
  });

const pendingOf = (request: FastifyRequest): string => {
  const pending = readCookie(request, OPS_PENDING_COOKIE);
  if (!pending) throw operatorsError('OPERATOR_SESSION_REQUIRED');
  return pending;
};

/** The second step passed: the pending cookie is cleared, the session's set; the operator and CSRF token answered. */
const opened = (
  request: FastifyRequest,
  reply: FastifyReply,
  o: { token: string; csrfToken: string; operator: OperatorMe },
) => {
  cookie(request, reply, OPS_PENDING_COOKIE, null, '/ops/session');
  cookie(request, reply, OPS_SESSION_COOKIE, o.token, '/ops');
  reply.header('cache-control', 'no-store');
  return ok({ operator: o.operator, csrfToken: o.csrfToken });
};

/**
 * /ops/session (ADR 0011): the operator's two-step sign-in — password, then an authenticator or recovery code, or a
 * passkey — its session, and signing out. The sign-in steps are rate-limited per IP like the players' login.
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
      const pending = pendingOf(request);
      return opened(request, reply, await operators.secondStep(pending, request.body, clientOf(request)));
    },
  );

  app.post('/passkey/options', { config: { opsAccess: 'public' }, onRequest: [limit] }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await operators.passkeySignInOptions(pendingOf(request), relyingPartyOf(request)));
  });

  app.post<{ Body: PasskeySignIn }>(
    '/passkey',
    { schema: { body: PasskeySignInSchema }, config: { opsAccess: 'public' }, onRequest: [limit] },
    async (request, reply) => {
      const response = request.body.response as AuthenticationResponseJSON;
      const pending = pendingOf(request);
      const done = await operators.passkeySecondStep(pending, response, relyingPartyOf(request), clientOf(request));
      return opened(request, reply, done);
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
