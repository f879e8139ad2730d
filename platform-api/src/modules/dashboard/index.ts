import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createDashboardService, type DashboardService } from './dashboard-service';

export type { DashboardService } from './dashboard-service';
/** Minor units as the API's money string ("-1234.05"), shared with the reports. */
export { amount } from './figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard module's service (the back office's figures per merchant and day). */
    dashboard: DashboardService;
  }
}

/** No table of its own: the figures are the wallet's, bets' and members' aggregate reads (docs/ownership.md). */
export const TABLES = [] as const;

/** The dashboard module (issue 25): GET /ops/dashboard and its CSV export, over the owning modules' aggregates. */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const { wallet, bets, members } = app;
    app.decorate('dashboard', createDashboardService({ wallet, bets, members, now: opts.clock ?? (() => new Date()) }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'dashboard', dependencies: ['merchants', 'wallet', 'bets', 'members', 'operator'] },
);
