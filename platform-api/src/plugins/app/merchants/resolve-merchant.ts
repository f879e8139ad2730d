import type { FastifyRequest } from 'fastify';
import type { Platform } from '../platform';
import type { Merchant } from './merchant-repository';

/** The merchant a Host routes to (domain_routes), falling back to the configured MERCHANT_CODE. */
export async function resolveMerchant(platform: Platform, hostname: string): Promise<Merchant | null> {
  const { merchants } = platform.repos;
  const domain = hostname.toLowerCase();
  return (await merchants.findByDomain(domain)) ?? (await merchants.findByCode(platform.config.merchantCode));
}

// One lookup per request, shared by the hooks and the handler; read fresh on every request.
const perRequest = new WeakMap<FastifyRequest, Promise<Merchant | null>>();

/** The request's merchant (resolved once per request from its Host without port). */
export function merchantOf(request: FastifyRequest): Promise<Merchant | null> {
  let m = perRequest.get(request);
  if (!m) {
    m = resolveMerchant(request.server.platform, request.hostname);
    perRequest.set(request, m);
  }
  return m;
}
