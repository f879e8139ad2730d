import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createPasswordsService, type PasswordsService } from './passwords-service';

export type { PasswordsService } from './passwords-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The passwords module's service (change, forgot by e-mail, reset by phone). */
    passwords: PasswordsService;
  }
}

/** The tables of this module (docs/ownership.md): none: passwords live on the member (members module). */
export const TABLES = [] as const;

/** The passwords module: /wps/member/password, /password/email and /password/verification. */
export default fp(
  async (app) => {
    app.decorate(
      'passwords',
      createPasswordsService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        sessions: app.sessions,
        verification: app.verification,
        rateLimiter: app.rateLimiter,
        messages: app.messages,
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'passwords', dependencies: ['merchants', 'members', 'sessions', 'verification'] },
);
