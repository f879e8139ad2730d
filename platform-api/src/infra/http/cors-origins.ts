import type { FastifyRequest } from 'fastify';

/** Answers whether a merchant serves a host name (the merchants module's `servesHost`). */
export type HostCheck = (hostname: string) => Promise<boolean>;

export interface CorsRuleOptions {
  /** Exact origins allowed besides the merchants' own (`CORS_ORIGINS`, e.g. an agent's site on another host). */
  extraOrigins: readonly string[];
  servesHost: HostCheck;
  /** Paths no other origin may call (the back office): never a CORS answer. */
  sameOriginOnly: (url: string) => boolean;
}

/** `https://Example.com:443/` → `https://example.com`; null when it is not an http(s) origin. */
export function normalOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin a request's CORS answer names, or false for none: the origin itself when it is one of the extra origins
 * or when its host is a merchant's domain (any scheme and port: the brands' sites and their dev servers); never for the
 * back office's paths. An unknown origin gets no `access-control-allow-origin`, so its scripts cannot read the answer.
 */
export function corsRule(o: CorsRuleOptions) {
  const extra = new Set(o.extraOrigins.map(normalOrigin).filter((x): x is string => x !== null));
  return async (request: Pick<FastifyRequest, 'url' | 'headers'>): Promise<string | false> => {
    const raw = request.headers.origin;
    if (!raw || o.sameOriginOnly(request.url ?? '')) return false;
    const origin = normalOrigin(raw);
    if (!origin) return false;
    if (extra.has(origin)) return origin;
    return (await o.servesHost(new URL(origin).hostname)) ? origin : false;
  };
}
