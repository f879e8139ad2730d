import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createReportsService, type ReportsService } from './reports-service';

export type { ReportsService } from './reports-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reports module's service (play by game and by player over a brand's days). */
    reports: ReportsService;
  }
}

/** No table of its own: the figures are the bets module's aggregate reads and the members' usernames. */
export const TABLES = [] as const;

/** The reports module (issue 29): GET /ops/reports/{games,players} and their CSV exports. */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const { bets, members } = app;
    app.decorate('reports', createReportsService({ bets, members, now: opts.clock ?? (() => new Date()) }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'reports', dependencies: ['merchants', 'bets', 'members', 'operator'] },
);
