import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../../modules/merchants';

// One lookup per request, shared by the hooks and the handler.
const perRequest = new WeakMap<FastifyRequest, Promise<Merchant | null>>();

/** The request's merchant, resolved once per request from its Host without port (the merchants module's `resolve`). */
export function merchantOf(request: FastifyRequest): Promise<Merchant | null> {
  let m = perRequest.get(request);
  if (!m) {
    m = request.server.merchants.resolve(request.hostname);
    perRequest.set(request, m);
  }
  return m;
}
