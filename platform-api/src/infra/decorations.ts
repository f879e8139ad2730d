import type { FastifySchema } from 'fastify';
import type { RouteAccess } from './http/register-endpoint';
import type { MerchantCache } from './cache/merchant-cache';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { JobRegistry } from './jobs/job-registry';
import type { MessageProvider } from './messages/message-provider';
import type { RateLimiter } from './rate-limit/rate-limiter';

/** A route and the module whose routes/ folder registered it (null: infra, e.g. static files). */
export interface RouteOwner {
  method: string;
  url: string;
  module: string | null;
  /** The route's schema (compiled on first use: infra/http/lazy-compiler.ts); a test compiles every one. */
  schema: FastifySchema | undefined;
  /** An /ops route's `config.opsAccess` (modules/operators: who may call it with an operator session). */
  opsAccess: string | undefined;
  /** Who may call the route (`config.access`: registerEndpoint's, or the route's own declaration); undefined when undeclared. */
  access: RouteAccess | undefined;
}

// What app.ts decorates the Fastify instance with for every module (each module declares its own service).
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    rateLimiter: RateLimiter;
    /** Outbound SMS / e-mail (MESSAGE_PROVIDER; the outbox table by default). */
    messages: MessageProvider;
    /** Per-merchant cache of hot public reads; services that change such data invalidate it. */
    cache: MerchantCache;
    /** Job definitions (modules add theirs); server.ts runs them on the durable queue. */
    jobs: JobRegistry;
    /** Every route and its owning module, in registration order. */
    routeOwners: readonly RouteOwner[];
  }
}
