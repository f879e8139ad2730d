import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from 'shared-contracts';
import type { RateLimit } from '../../../config';
import { API_ERRORS } from '../errors/api-errors';
import { HttpError } from '../errors/http-error';
import type { Platform } from '../platform';

/** Seconds until a bucket of `limit` per `windowSeconds` has refilled two tokens (the `Retry-After` we send). */
const retryAfter = ({ limit, windowSeconds }: RateLimit): string => String(Math.ceil((2 * windowSeconds) / limit));

/** An onRequest hook that answers 429 RATE_LIMITED once the client IP has used up `name`'s bucket. */
export function rateLimitHook(name: string, limitOf: (request: FastifyRequest) => RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const { limit, windowSeconds } = limitOf(request);
    const allowed = await request.server.platform.rateLimiter.take(`${name}:${request.ip}`, limit, windowSeconds);
    if (allowed) return undefined;
    const { status, message } = API_ERRORS.RATE_LIMITED;
    return reply
      .code(status)
      .header('retry-after', retryAfter({ limit, windowSeconds }))
      .send(fail('RATE_LIMITED', message));
  };
}

/**
 * The same limit taken inside a handler (after checks that must come first, e.g. the bot check):
 * throws 429 RATE_LIMITED with `Retry-After` once `key`'s bucket is used up.
 */
export async function takeOrThrow(platform: Platform, key: string, rate: RateLimit): Promise<void> {
  if (await platform.rateLimiter.take(key, rate.limit, rate.windowSeconds)) return;
  const { status, message } = API_ERRORS.RATE_LIMITED;
  throw new HttpError(status, 'RATE_LIMITED', message, {}, { 'retry-after': retryAfter(rate) });
}
