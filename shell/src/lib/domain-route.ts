import type { PermissionConfig } from 'shared-contracts';

/**
 * A domain route's `route` that sends the visitor to the merchant's main domain (same path, query and hash); any
 * other route is a path a visitor on that domain lands on from `/` (`/agent` for an agents' domain; `/` is the site).
 */
export const MAIN_DOMAIN_ROUTE = 'main';

export type DomainLanding = { redirect: string } | { path: string } | null;

type Where = Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>;

/** Where the config's `domainRoute` and `mainDomain` (SPEC §3) send a visitor on `loc`, or null to stay. */
export function domainLanding(config: Pick<PermissionConfig, 'domainRoute' | 'mainDomain'>, loc: Where): DomainLanding {
  const entry = config.domainRoute.find((d) => d.domain === loc.hostname);
  if (!entry) return null;
  if (entry.route === MAIN_DOMAIN_ROUTE) {
    const main = config.mainDomain.trim();
    if (!main || main === loc.hostname) return null;
    const port = loc.port ? `:${loc.port}` : '';
    return { redirect: `${loc.protocol}//${main}${port}${loc.pathname}${loc.search}${loc.hash}` };
  }
  if (entry.route.startsWith('/') && entry.route !== '/' && loc.pathname === '/') return { path: entry.route };
  return null;
}
