import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createOutboxService, type OutboxService } from './outbox-service';

export type { OutboxService } from './outbox-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox module's service (the operator's view of sent messages). */
    outbox: OutboxService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md): none, the outbox is infra's. */
export const TABLES = [] as const;

/**
 * The outbox module: GET /ops/outbox (an operator session or API token), the operator's view of what the default provider sent,
 * registered only when `config.devOutbox` (never in production). There is no public view: codes and temporary
 * passwords in it would let a visitor take over an account.
 */
export default fp(
  async (app) => {
    app.decorate('outbox', createOutboxService({ db: app.db }));
    if (app.config.devOutbox) await registerModuleRoutes(app, __dirname);
  },
  { name: 'outbox', dependencies: ['merchants'] },
);
