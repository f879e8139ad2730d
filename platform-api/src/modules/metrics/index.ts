import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createMetricsService, type MetricsService } from './metrics-service';

export type { MetricsService, QueueDepthSource } from './metrics-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics module's service: this process's Prometheus registry and the counters other modules bump. */
    metrics: MetricsService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none, it counts in memory. */
export const TABLES = [] as const;

/**
 * Decorates `app.metrics` and times every answer by its route pattern. app.ts calls it before any route or module is
 * registered (like the /ops check), so the hook covers every route and the not-found handler, and every module finds
 * `app.metrics` while loading.
 */
export function installMetrics(app: FastifyInstance): void {
  const metrics = createMetricsService({ db: app.db, log: app.log });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/wps/member/info`, `/assets/icon/:code.svg`), never the raw URL: bounded label values.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** The metrics module: GET /metrics (Prometheus text format; a token or the loopback, see README.md). */
export default fp(
  async (app) => {
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'metrics' },
);
