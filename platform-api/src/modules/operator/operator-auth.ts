import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from 'shared-contracts';
import { keyMatches } from './operator-key';

/** onRequest hook of the /ops routes: 401 UNAUTHORIZED unless x-operator-key is the operator key. */
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
