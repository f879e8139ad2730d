import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { can } from 'shared-contracts';
import { commonError } from '../../infra/errors/common-errors';
import { readCookie } from '../../infra/http/cookies';
import { hashSecret, OPS_SESSION_COOKIE, operatorsError } from '../operators';
import { keyMatches } from './operator-key';

/** The operator API's URL prefix: every route at or under it needs the operator key or an operator session. */
export const OPS_PREFIX = '/ops';

/** Whether a route's URL is the operator API's (`/ops` or under `/ops/`). */
export const isOpsUrl = (url: string): boolean => url === OPS_PREFIX || url.startsWith(`${OPS_PREFIX}/`);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The onRequest hook of the /ops routes (ADR 0011). A route marked `opsAccess: 'public'` (the sign-in steps) passes.
 * The shared operator key (x-operator-key) passes everywhere, until the CLI and scripts move to operator tokens.
 * Otherwise an operator API token (`Authorization: Bearer ops_…`) or the `ops_session` cookie must be live (401
 * OPERATOR_SESSION_REQUIRED); a state-changing call with the cookie must carry its x-csrf-token (403
 * CSRF_REJECTED); the operator's role — and a token's scopes — must hold the route's permission (403 FORBIDDEN; a
 * route that names none takes the key only). No credentials at all: 401 UNAUTHORIZED.
 */
export function operatorAuth(app: FastifyInstance, operatorKey: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const access = request.routeOptions.config.opsAccess;
    if (access === 'public') return;
    if (keyMatches(request.headers['x-operator-key'], operatorKey)) return;
    const bearer = /^Bearer (ops_\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const cookie = readCookie(request, OPS_SESSION_COOKIE);
    if (!bearer && !cookie)
      throw commonError('UNAUTHORIZED', {
        detail: 'Missing or wrong x-operator-key, and no operator session or token',
      });
    const operator = bearer ? await app.operators.authenticateToken(bearer) : await app.operators.authenticate(cookie!);
    if (!operator) throw operatorsError('OPERATOR_SESSION_REQUIRED');
    // A token is sent on purpose by a script, never by a browser on its own: only cookie sessions need the CSRF token.
    if (!bearer && !SAFE_METHODS.has(request.method)) {
      const csrf = request.headers['x-csrf-token'];
      if (typeof csrf !== 'string' || !operator.csrfHash || !sameHash(hashSecret(csrf), operator.csrfHash))
        throw operatorsError('CSRF_REJECTED');
    }
    if (access === 'signed-in') {
      // The operator's own sessions and tokens: with a session only (a token never makes or lists tokens).
      if (operator.sessionId === null) throw operatorsError('FORBIDDEN', { detail: 'needs an operator session' });
    } else if (!access || !can(operator.role, access) || (operator.scopes && !operator.scopes.includes(access))) {
      throw operatorsError('FORBIDDEN');
    }
    request.opsOperator = operator;
  };
}

/**
 * Who an /ops request acts as, for the audit: the signed-in operator's username; with the shared key, the
 * `x-operator-actor` header (trimmed, at most 64 characters), else `operator`.
 */
export function operatorActor(request: FastifyRequest): string {
  if (request.opsOperator) return request.opsOperator.username;
  const h = request.headers['x-operator-actor'];
  const name = typeof h === 'string' ? h.trim().slice(0, 64) : '';
  return name || 'operator';
}

/**
 * Authenticates the whole /ops prefix once (app.ts, before any module registers a route): every route whose URL is
 * under /ops, whichever module's routes/ops/ folder registers it, gets `operatorAuth` as its first onRequest hook
 * (before the body is read). Route files never add it; a test walks every /ops route and expects 401 without
 * credentials.
 */
export function authenticateOpsRoutes(app: FastifyInstance, operatorKey: string): void {
  const hook = operatorAuth(app, operatorKey) as onRequestHookHandler;
  app.addHook('onRoute', (route) => {
    if (!isOpsUrl(route.url)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [hook, ...own];
  });
}
