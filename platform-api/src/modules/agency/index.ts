import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAgencyService, type AgencyService } from './agency-service';

export type { AgencyService } from './agency-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agency module's service (agents, invitation codes, transfers to the upline). */
    agency: AgencyService;
  }
}

/** The tables of this module (docs/ownership.md): none yet, invitation codes live on the member. */
export const TABLES = [] as const;

/** The agency module: /wps/agent (the invitation-code check) and /wps/transfers/upline (a player's transfer to its upline). */
export default fp(
  async (app) => {
    const { db, members, wallet, inbox, withdrawals } = app;
    app.decorate('agency', createAgencyService({ db, members, wallet, inbox, withdrawals }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'agency', dependencies: ['members', 'wallet', 'inbox', 'withdrawals'] },
);
