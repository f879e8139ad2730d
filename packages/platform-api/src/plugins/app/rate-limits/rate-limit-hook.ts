import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from 'shared-contracts';
import type { RateLimit } from '../../../config';
import { API_ERRORS } from '../errors/api-errors';

/** An onRequest hook that answers 429 RATE_LIMITED once the client IP has used up `name`'s bucket. */
export function rateLimitHook(name: string, limitOf: (request: FastifyRequest) => RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const { limit, windowSeconds } = limitOf(request);
    const allowed = await request.server.platform.rateLimiter.take(`${name}:${request.ip}`, limit, windowSeconds);
    if (allowed) return undefined;
    const { status, message } = API_ERRORS.RATE_LIMITED;
    return reply
      .code(status)
      .header('retry-after', String(Math.ceil((2 * windowSeconds) / limit)))
      .send(fail('RATE_LIMITED', message));
  };
}
