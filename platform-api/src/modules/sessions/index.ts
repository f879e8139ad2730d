import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { ipChallengeFor } from '../../plugins/app/ip-verification/ip-verification-service';
import { smsLogin } from '../../plugins/app/verification/sms-login-service';
import { createSessionsService, type SessionsService } from './sessions-service';

export type { ActiveSession } from './session-repository';
export type { LoginChecks } from './login';
export type { SessionsService } from './sessions-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions module's service (session tokens, login, free play, logout). */
    sessions: SessionsService;
  }
}

/** The sessions module: sessions, login_attempts, used_nonces; /wps/session login, free play and logout. */
export default fp(
  async (app) => {
    const { platform } = app;
    app.decorate(
      'sessions',
      createSessionsService({
        db: app.db,
        config: app.config,
        merchants: app.merchants,
        members: app.members,
        // Legacy bridge: the bot check, captchas, new-IP check and SMS login are not modules yet.
        checks: {
          verifyBotCheck: (merchantId, altcha) => platform.botCheck.verify(merchantId, altcha),
          checkCaptcha: (merchantId, key, text) => platform.repos.captchas.check(merchantId, key, text),
          ipChallenge: (merchant, memberId, ip) => ipChallengeFor(platform, merchant, memberId, ip),
          smsLogin: (merchant, input, ip) => smsLogin(platform, merchant, input, ip),
        },
      }),
    );
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'sessions', dependencies: ['merchants', 'members'] },
);
