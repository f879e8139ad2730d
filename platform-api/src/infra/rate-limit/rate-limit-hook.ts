import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { commonError } from '../errors/common-errors';
import type { DomainError } from '../errors/domain-error';

/** Seconds until a bucket of `limit` per `windowSeconds` has refilled two tokens (the `Retry-After` we send). */
const retryAfter = ({ limit, windowSeconds }: RateLimit): string => String(Math.ceil((2 * windowSeconds) / limit));

/** 429 RATE_LIMITED with the `Retry-After` of the bucket. */
export const rateLimited = (rate: RateLimit): DomainError =>
  commonError('RATE_LIMITED', {}, { headers: { 'retry-after': retryAfter(rate) } });

/** An onRequest hook that answers 429 RATE_LIMITED once the client IP has used up `name`'s bucket. */
export function rateLimitHook(name: string, limitOf: (request: FastifyRequest) => RateLimit) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<unknown> => {
    const { limit, windowSeconds } = limitOf(request);
    const allowed = await request.server.rateLimiter.take(`${name}:${request.ip}`, limit, windowSeconds);
    if (!allowed) throw rateLimited({ limit, windowSeconds });
    return undefined;
  };
}

/**
 * An onRequest hook (after the session check, before the body is read) that answers 429 RATE_LIMITED once the signed-in member has used
 * up `name`'s bucket: for money calls, where one member behind many IPs counts once.
 */
export function memberRateLimitHook(name: string, limitOf: (request: FastifyRequest) => RateLimit) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<unknown> => {
    const memberId = request.auth?.memberId;
    if (memberId === undefined) return undefined;
    const { limit, windowSeconds } = limitOf(request);
    const allowed = await request.server.rateLimiter.take(`${name}:m${memberId}`, limit, windowSeconds);
    if (!allowed) throw rateLimited({ limit, windowSeconds });
    return undefined;
  };
}
