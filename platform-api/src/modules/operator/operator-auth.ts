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
