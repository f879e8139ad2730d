import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { can } from 'shared-contracts';
import { commonError } from '../../infra/errors/common-errors';
import { readCookie } from '../../infra/http/cookies';
import { hashSecret, OPS_SESSION_COOKIE, operatorsError } from '../operators';

/** The operator API's URL prefix: every route at or under it needs an operator session or API token. */
export const OPS_PREFIX = '/ops';

/** Whether a route's URL is the operator API's (`/ops` or under `/ops/`). */
export const isOpsUrl = (url: string): boolean => url === OPS_PREFIX || url.startsWith(`${OPS_PREFIX}/`);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The onRequest hook of the /ops routes (ADR 0011). A route marked `opsAccess: 'public'` (the sign-in steps) passes.
 * Otherwise an operator API token (`Authorization: Bearer ops_…`) or the `ops_session` cookie must be live (401
 * OPERATOR_SESSION_REQUIRED); a state-changing call with the cookie must carry its x-csrf-token (403
 * CSRF_REJECTED); the operator's role — and a token's scopes — must hold the route's permission (403 FORBIDDEN; a
 * route that names none is refused to everyone). No credentials at all: 401 UNAUTHORIZED. There is no shared key:
 * every call is a person's (a session) or a person's script (a token).
 */
export function operatorAuth(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const access = request.routeOptions.config.opsAccess;
    if (access === 'public') return;
    const bearer = /^Bearer (ops_\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const cookie = readCookie(request, OPS_SESSION_COOKIE);
    if (!bearer && !cookie)
      throw commonError('UNAUTHORIZED', {
        detail: 'No operator session (sign in at /console/) or API token (Authorization: Bearer ops_…)',
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

/** Who an /ops request acts as, for the audit: the operator of its session or token. */
export function operatorActor(request: FastifyRequest): string {
  if (!request.opsOperator) throw new Error(`${request.url}: no operator (a public /ops route cannot act)`);
  return request.opsOperator.username;
}

/**
 * Authenticates the whole /ops prefix once (app.ts, before any module registers a route): every route whose URL is
 * under /ops, whichever module's routes/ops/ folder registers it, gets `operatorAuth` as its first onRequest hook
 * (before the body is read). Route files never add it; a test walks every /ops route and expects 401 without
 * credentials.
 */
export function authenticateOpsRoutes(app: FastifyInstance): void {
  const hook = operatorAuth(app) as onRequestHookHandler;
  app.addHook('onRoute', (route) => {
    if (!isOpsUrl(route.url)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [hook, ...own];
  });
}
