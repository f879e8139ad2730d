import type { FastifyReply } from 'fastify';
import type { MerchantCache } from '../cache/merchant-cache';

/**
 * Stands for the client's IP while a cached response is built; each request writes its own IP
 * in its place (as a JSON string), so a response that shows the caller's IP can still be cached.
 */
export const CLIENT_IP = '@@client-ip@@';
const CLIENT_IP_JSON = JSON.stringify(CLIENT_IP);

/**
 * A response body serialized once (by the route's own response serializer) and served as bytes:
 * no handler, no query, no serialization per request. Made by `ctx.cached` (register-endpoint).
 */
export class CachedReply {
  private readonly parts: readonly Buffer[];

  constructor(serialized: string) {
    this.parts = serialized.split(CLIENT_IP_JSON).map((part) => Buffer.from(part));
  }

  /** The body for a request from `ip`. */
  body(ip: string): Buffer {
    if (this.parts.length === 1) return this.parts[0]!;
    const ipJson = Buffer.from(JSON.stringify(ip));
    const chunks: Buffer[] = [];
    this.parts.forEach((part, i) => {
      if (i > 0) chunks.push(ipJson);
      chunks.push(part);
    });
    return Buffer.concat(chunks);
  }

  /** Marks the reply as JSON and gives the body for the request (the handler's return value). */
  answer(reply: FastifyReply): Buffer {
    reply.type('application/json; charset=utf-8');
    return this.body(reply.request.ip);
  }
}

/**
 * The cached serialized envelope under `key` in the merchant's scope of the cache (dropped with the
 * merchant's other entries on any change), built on a miss from `build(CLIENT_IP)`, which must
 * depend only on the merchant and what `key` names.
 */
export function cachedReply(
  cache: MerchantCache,
  reply: FastifyReply,
  merchantId: number,
  key: string,
  build: (clientIp: string) => Promise<unknown>,
): Promise<CachedReply> {
  return cache.get(merchantId, `reply:${reply.request.routeOptions.url}:${key}`, async () => {
    const value = await build(CLIENT_IP);
    return new CachedReply(reply.serialize(value) as string);
  });
}
