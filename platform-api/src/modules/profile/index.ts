import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createProfileService, type ProfileService } from './profile-service';

export type { ProfileService } from './profile-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The profile module's service (member info update, the mobile-number code). */
    profile: ProfileService;
  }
}

/** No table of its own: the profile is written through the members module, codes through verification. */
export const TABLES = [] as const;

/** The profile module: POST /wps/member/info, GET /wps/member/info/profile, POST /wps/member/info/mobile-code. */
export default fp(
  async (app) => {
    app.decorate('profile', createProfileService({ db: app.db, members: app.members, verification: app.verification }));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'profile', dependencies: ['members', 'verification'] },
);
