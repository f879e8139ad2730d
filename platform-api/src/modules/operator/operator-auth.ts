import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { fail } from 'shared-contracts';
import { keyMatches } from './operator-key';

/** The operator API's URL prefix: every route at or under it needs the operator key. */
export const OPS_PREFIX = '/ops';

/** Whether a route's URL is the operator API's (`/ops` or under `/ops/`). */
export const isOpsUrl = (url: string): boolean => url === OPS_PREFIX || url.startsWith(`${OPS_PREFIX}/`);

/** The onRequest hook of the /ops routes: 401 UNAUTHORIZED unless x-operator-key is the operator key. */
export function operatorAuth(operatorKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (!keyMatches(request.headers['x-operator-key'], operatorKey)) {
      return reply.code(401).send(fail('UNAUTHORIZED', 'Missing or wrong x-operator-key'));
    }
    return undefined;
  };
}

/**
 * Who an /ops request acts as, for the audit: the `x-operator-actor` header (trimmed, at most 64
 * characters), else `operator`. The key authenticates; the name only attributes the decision.
 */
export function operatorActor(request: FastifyRequest): string {
  const h = request.headers['x-operator-actor'];
  const name = typeof h === 'string' ? h.trim().slice(0, 64) : '';
  return name || 'operator';
}

/**
 * Authenticates the whole /ops prefix once (app.ts, before any module registers a route): every route whose URL is
 * under /ops, whichever module's routes/ops/ folder registers it, gets `operatorAuth` as its first onRequest hook
 * (before the body is read). Route files never add it; a test walks every /ops route and expects 401 without the key.
 */
export function authenticateOpsRoutes(app: FastifyInstance, operatorKey: string): void {
  const auth = operatorAuth(operatorKey) as onRequestHookHandler;
  app.addHook('onRoute', (route) => {
    if (!isOpsUrl(route.url)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [auth, ...own];
  });
}
