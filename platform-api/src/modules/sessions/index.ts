import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import type { ActiveSession } from './session-repository';
import { createSessionsService, type SessionsService } from './sessions-service';

export type { ActiveSession } from './session-repository';
export type { LoginChecks, LoginGate, LoginHooks } from './login';
export type { SessionsService } from './sessions-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions module's service (session tokens, login, free play, logout, hand-over codes). */
    sessions: SessionsService;
  }
  interface FastifyRequest {
    /** The live session of an `auth` endpoint's token, set by requireSession (infra/http); null elsewhere. */
    auth: ActiveSession | null;
  }
}

/** The tables of this module (docs/ownership.md): only this module's repositories touch them. */
export const TABLES = ['sessions', 'login_attempts', 'used_nonces', 'session_handovers'] as const;

/** The sessions module: sessions, login_attempts, used_nonces, session_handovers; /wps/session login, free play, logout and hand-over. */
export default fp(
  async (app) => {
    app.decorate(
      'sessions',
      createSessionsService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        checks: {
          requireBotCheck: (merchantId, altcha) => app.antiBot.requireBotCheck(merchantId, altcha),
          requireCaptcha: (merchantId, key, text) => app.antiBot.requireCaptcha(merchantId, key, text),
          smsLoginMember: (merchant, input) => app.verification.smsLoginMember(merchant, input),
          mobilePasswordMember: (merchant, input) => app.verification.mobilePasswordMember(merchant, input),
        },
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'sessions', dependencies: ['merchants', 'members', 'anti-bot', 'verification'] },
);
