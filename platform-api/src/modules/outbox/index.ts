import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createOutboxService, type OutboxService } from './outbox-service';

export type { OutboxService } from './outbox-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox module's service (the development view of sent messages). */
    outbox: OutboxService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none, the outbox is infra's. */
export const TABLES = [] as const;

/** The outbox module: GET /dev/outbox, registered only when `config.devOutbox` (never in production). */
export default fp(
  async (app) => {
    app.decorate('outbox', createOutboxService({ db: app.db }));
    if (app.config.devOutbox) await registerModuleRoutes(app, __dirname);
  },
  { name: 'outbox' },
);
