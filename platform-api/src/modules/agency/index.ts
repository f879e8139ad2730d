import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAgencyService, type AgencyService } from './agency-service';

export type { AgencyService } from './agency-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The agency module's service (agents, invitation codes). */
    agency: AgencyService;
  }
}

/** The tables of this module (docs/ownership.md): none yet, invitation codes live on the member. */
export const TABLES = [] as const;

/** The agency module: /wps/agent (the invitation-code check). */
export default fp(
  async (app) => {
    app.decorate('agency', createAgencyService({ members: app.members }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'agency', dependencies: ['members'] },
);
