import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createResponsibleGamingService, type ResponsibleGamingService } from './responsible-gaming-service';

export type { DepositCounter, ResponsibleGamingService } from './responsible-gaming-service';
export type { RgCell, RgEventKind, RgRange } from './rg-event-repository';
export { responsibleGamingError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The responsible-gaming module's service (deposit limits, self-exclusion and the checks other modules call). */
    responsibleGaming: ResponsibleGamingService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['deposit_limits', 'self_exclusions', 'rg_events', 'rg_settings'] as const;

/**
 * The responsible-gaming module (ADR 0006): deposit_limits, self_exclusions; /wps/responsible-gaming.
 * It gates every session the sessions module opens (no login while self-excluded); payments and
 * seamless ask it before a deposit or a real-money debit.
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const service = createResponsibleGamingService({
      db: app.db,
      members: app.members,
      sessions: app.sessions,
      now: opts.clock ?? (() => new Date()),
    });
    app.decorate('responsibleGaming', service);
    app.sessions.useLoginGate((memberId, tx) => service.assertNotExcluded(memberId, tx));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'responsible-gaming', dependencies: ['members', 'sessions'] },
);
