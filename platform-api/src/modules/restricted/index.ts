import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createRestrictedService, type RestrictedService } from './restricted-service';

export type { Attempt, Claimed, RestrictedService } from './restricted-service';
export { restrictedError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The restricted module's service (the restricted-persons list and its checks). */
    restricted: RestrictedService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['restricted_persons'] as const;

/**
 * The restricted module (Philippines variant, SPEC §6): restricted_persons; /ops/restricted. It gates every session
 * the sessions module opens (a listed member cannot log in); registration and identity verification ask it too.
 */
export default fp(
  async (app) => {
    const service = createRestrictedService({
      db: app.db,
      members: app.members,
      audit: (e, tx) => app.operator.audit(e, tx),
    });
    app.decorate('restricted', service);
    app.sessions.useLoginGate((memberId, tx) => service.refuseListedMember(memberId, 'login', tx));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'restricted', dependencies: ['members', 'sessions', 'operator'] },
);
