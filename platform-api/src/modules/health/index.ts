import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createHealthService, type HealthService } from './health-service';

export type { HealthService, Readiness } from './health-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The health module's service (readiness of this process). */
    health: HealthService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none, it only asks. */
export const TABLES = [] as const;

/** The health module: /healthz (alive) and /readyz (database, migrations, Redis, job runner, not draining). */
export default fp(
  async (app) => {
    app.decorate(
      'health',
      createHealthService({ db: app.db, redis: !!app.config.redisUrl, ping: () => app.cache.ping() }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'health' },
);
